/* The C side of bench/binding_overhead.py: loads an artifact, reads its arguments from
 * DIR/in0.npy, DIR/in1.npy, … and times REPEAT calls of fresnel_run (results allocated by the
 * library and freed, as a caller that keeps nothing would). Prints one JSON line: the minimum
 * and median of the calls in seconds, and how many arguments were read in place.
 *
 *   binding_overhead ARTIFACT DIR REPEAT */

#include "fresnel.h"
#include "npy.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s ARTIFACT DIR REPEAT\n", argv[0]);
        return 2;
    }
    int repeat = atoi(argv[3]);
    FresnelExecutable *exe = NULL;
    if (fresnel_load(argv[1], "cpu", &exe) != FRESNEL_STATUS_OK) {
        fprintf(stderr, "%s\n", fresnel_last_error());
        return 1;
    }
    size_t n_in = 0, n_out = 0;
    fresnel_num_args(exe, &n_in);
    fresnel_num_results(exe, &n_out);
    Npy *args = calloc(n_in, sizeof(Npy));
    FresnelArray *in = calloc(n_in, sizeof(FresnelArray));
    FresnelArray *out = calloc(n_out, sizeof(FresnelArray));
    double *times = calloc((size_t)repeat, sizeof(double));
    for (size_t i = 0; i < n_in; i++) {
        char name[32];
        snprintf(name, sizeof name, "in%zu.npy", i);
        args[i] = load_npy(argv[2], name);
        FresnelArray a = {args[i].dtype, args[i].rank, args[i].dims, NULL, args[i].data, NULL};
        in[i] = a;
    }
    for (int r = -1; r < repeat; r++) { /* one warm-up call */
        double start = now();
        if (fresnel_run(exe, n_in, in, n_out, out) != FRESNEL_STATUS_OK) {
            fprintf(stderr, "%s\n", fresnel_last_error());
            return 1;
        }
        double t = now() - start;
        for (size_t k = 0; k < n_out; k++) fresnel_array_free(&out[k]);
        if (r >= 0) times[r] = t;
    }
    size_t in_place = fresnel_last_run_in_place();
    qsort(times, (size_t)repeat, sizeof(double), by_value);
    printf("{\"run_min_s\": %.9f, \"run_median_s\": %.9f, \"in_place\": %zu, \"args\": %zu}\n",
           times[0], times[repeat / 2], in_place, n_in);
    for (size_t i = 0; i < n_in; i++) free(args[i].data);
    free(args);
    free(in);
    free(out);
    free(times);
    fresnel_free(exe);
    return 0;
}
