"""Compares the out*.npy files of two result folders: prints each file's largest error relative
to the largest magnitude of the second folder's array, and exits 1 if any exceeds TOL.

    python3 bench/compare_npy.py DIR_A DIR_B TOL
"""
import glob
import os
import sys

import numpy as np


def main():
    a, b, tol = sys.argv[1], sys.argv[2], float(sys.argv[3])
    files = sorted(glob.glob(os.path.join(b, "out*.npy")))
    if not files:
        print(f"no out*.npy in {b}")
        return 1
    worst = 0.0
    for f in files:
        x, y = np.load(os.path.join(a, os.path.basename(f))), np.load(f)
        scale = max(float(np.max(np.abs(y))) if y.size else 0.0, 1e-30)
        err = float(np.max(np.abs(x - y))) / scale if y.size else 0.0
        print(f"{os.path.basename(f)}: max rel err {err:.2e}")
        worst = max(worst, err)
    return 0 if worst <= tol else 1


if __name__ == "__main__":
    sys.exit(main())
