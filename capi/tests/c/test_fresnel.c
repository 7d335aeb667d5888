/* The C ABI from C: loads the vendored gradient artifacts, runs them on the reference inputs
 * and compares with the reference outputs (values computed by JAX, tests/data/refs), then
 * feeds every entry point bad input. Built and run (under Valgrind where installed) by
 * capi/tests/c_abi.rs:
 *
 *   test_fresnel REPO_ROOT SCRATCH_DIR
 *
 * Exit status 0 when every check passes; each failed check prints a line. */

#include "fresnel.h"
#include "npy.h"

#include <complex.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static const char *root;
static const char *scratch;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        if (!(cond)) {                                                     \
            failures++;                                                    \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);           \
            fprintf(stderr, __VA_ARGS__);                                  \
            fprintf(stderr, "\n");                                         \
        }                                                                  \
    } while (0)

/* A status and a fragment of the message it must leave. */
#define EXPECT_ERROR(call, status, fragment)                                         \
    do {                                                                             \
        FresnelStatus s_ = (call);                                                   \
        const char *m_ = fresnel_last_error();                                       \
        CHECK(s_ == (status), "%s: status %d, expected %d (%s)", #call, (int)s_,     \
              (int)(status), m_);                                                    \
        CHECK(strstr(m_, (fragment)) != NULL, "%s: message \"%s\" lacks \"%s\"",     \
              #call, m_, (fragment));                                                \
    } while (0)

static FresnelArray view(Npy *a) {
    FresnelArray v = {a->dtype, a->rank, a->dims, NULL, a->data, NULL};
    return v;
}

static FresnelArray empty_slot(void) {
    FresnelArray v = {0, 0, NULL, NULL, NULL, NULL};
    return v;
}

/* max |got - want| / max(max |want|, tiny), as doubles. */
static double rel_error(const FresnelArray *got, const Npy *want) {
    double err = 0, scale = 1e-30;
    for (size_t i = 0; i < want->count; i++) {
        double g, w;
        switch (want->dtype) {
        case FRESNEL_DTYPE_FLOAT32:
            g = ((float *)got->data)[i];
            w = ((float *)want->data)[i];
            break;
        case FRESNEL_DTYPE_COMPLEX64:
            g = 0;
            w = 0;
            {
                float complex gc = ((float complex *)got->data)[i];
                float complex wc = ((float complex *)want->data)[i];
                err = fmax(err, cabsf(gc - wc));
                scale = fmax(scale, cabsf(wc));
            }
            continue;
        default:
            g = ((double *)got->data)[i];
            w = ((double *)want->data)[i];
        }
        err = fmax(err, fabs(g - w));
        scale = fmax(scale, fabs(w));
    }
    return err / scale;
}

static int same_type(const FresnelArray *got, const Npy *want) {
    if (got->dtype != want->dtype || got->rank != want->rank) return 0;
    for (int d = 0; d < want->rank; d++)
        if (got->dims[d] != want->dims[d]) return 0;
    return 1;
}

typedef struct {
    const char *name;     /* case folder in tests/data/refs */
    const char *artifact; /* file in tests/data/artifacts */
    int n_in;
    int n_grads;
    Npy in[4];
    Npy want[5]; /* value, grads */
} Case;

static void load_case(Case *c) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/data/refs/%s", root, c->name);
    for (int i = 0; i < c->n_in; i++) {
        char f[32];
        snprintf(f, sizeof f, "in%d.npy", i);
        c->in[i] = load_npy(dir, f);
    }
    c->want[0] = load_npy(dir, "value.npy");
    for (int i = 0; i < c->n_grads; i++) {
        char f[32];
        snprintf(f, sizeof f, "grad%d.npy", i);
        c->want[1 + i] = load_npy(dir, f);
    }
}

static void free_case(Case *c) {
    for (int i = 0; i < c->n_in; i++) free(c->in[i].data);
    for (int i = 0; i <= c->n_grads; i++) free(c->want[i].data);
}

static FresnelExecutable *load_artifact(const Case *c) {
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/artifacts/%s", root, c->artifact);
    FresnelExecutable *exe = NULL;
    FresnelStatus s = fresnel_load(path, "cpu", &exe);
    CHECK(s == FRESNEL_STATUS_OK && exe, "load %s: %s", path, fresnel_last_error());
    return exe;
}

/* Runs `exe` on the case's inputs and compares every result with the reference. */
static void check_against_reference(FresnelExecutable *exe, Case *c, const char *how) {
    FresnelArray in[4], out[5];
    int n_out = 1 + c->n_grads;
    for (int i = 0; i < c->n_in; i++) in[i] = view(&c->in[i]);
    for (int k = 0; k < n_out; k++) out[k] = empty_slot();
    FresnelStatus s = fresnel_run(exe, (size_t)c->n_in, in, (size_t)n_out, out);
    CHECK(s == FRESNEL_STATUS_OK, "%s %s: run: %s", c->name, how, fresnel_last_error());
    if (s != FRESNEL_STATUS_OK) return;
    CHECK(fresnel_last_error()[0] == 0, "a success leaves no message");
    CHECK(fresnel_last_run_in_place() == (size_t)c->n_in,
          "%s: %zu of %d contiguous arguments read in place", c->name,
          fresnel_last_run_in_place(), c->n_in);
    for (int k = 0; k < n_out; k++) {
        CHECK(out[k].owner != NULL, "result %d: allocated by the library", k);
        CHECK(same_type(&out[k], &c->want[k]), "%s %s: result %d has the wrong type", c->name,
              how, k);
        if (!same_type(&out[k], &c->want[k])) continue;
        double e = rel_error(&out[k], &c->want[k]);
        CHECK(e < 2e-4, "%s %s: result %d differs from the reference by %g", c->name, how, k, e);
    }
    for (int k = 0; k < n_out; k++) {
        fresnel_array_free(&out[k]);
        CHECK(out[k].data == NULL && out[k].owner == NULL, "freed arrays are cleared");
        fresnel_array_free(&out[k]); /* twice: a no-op */
    }
}

/* The first result into the caller's buffer, with row-major or transposed strides. */
static void check_caller_buffers(FresnelExecutable *exe, Case *c) {
    FresnelArray in[4], out[5];
    int n_out = 1 + c->n_grads;
    for (int i = 0; i < c->n_in; i++) in[i] = view(&c->in[i]);
    void *bufs[5];
    for (int k = 0; k < n_out; k++) {
        Npy *w = &c->want[k];
        bufs[k] = calloc(w->count ? w->count : 1, w->itemsize);
        out[k] = view(w);
        out[k].data = bufs[k];
    }
    FresnelStatus s = fresnel_run(exe, (size_t)c->n_in, in, (size_t)n_out, out);
    CHECK(s == FRESNEL_STATUS_OK, "%s caller buffers: %s", c->name, fresnel_last_error());
    for (int k = 0; k < n_out && s == FRESNEL_STATUS_OK; k++) {
        CHECK(out[k].owner == NULL, "caller buffers are not owned by the library");
        double e = rel_error(&out[k], &c->want[k]);
        CHECK(e < 2e-4, "%s caller buffers: result %d off by %g", c->name, k, e);
        fresnel_array_free(&out[k]); /* the caller's memory: left alone */
        CHECK(out[k].data == bufs[k], "freeing a caller's array leaves it alone");
    }
    for (int k = 0; k < n_out; k++) free(bufs[k]);
}

/* mlp: argument 0 (6×5) stored transposed, read through strides; result 1 (the gradient
 * of argument 0) written transposed through strides. */
static void check_strides(FresnelExecutable *exe, Case *c) {
    Npy *a = &c->in[0];
    int64_t rows = a->dims[0], cols = a->dims[1];
    float *t = malloc(sizeof(float) * rows * cols);
    for (int64_t i = 0; i < rows; i++)
        for (int64_t j = 0; j < cols; j++) t[j * rows + i] = ((float *)a->data)[i * cols + j];
    int64_t strides[2] = {1, rows};
    FresnelArray in[4], out[5];
    for (int i = 0; i < c->n_in; i++) in[i] = view(&c->in[i]);
    in[0].strides = strides;
    in[0].data = t;
    int n_out = 1 + c->n_grads;
    for (int k = 0; k < n_out; k++) out[k] = empty_slot();
    float *g = calloc(rows * cols, sizeof(float));
    out[1] = view(&c->want[1]);
    out[1].data = g;
    out[1].strides = strides;
    FresnelStatus s = fresnel_run(exe, (size_t)c->n_in, in, (size_t)n_out, out);
    CHECK(s == FRESNEL_STATUS_OK, "strided run: %s", fresnel_last_error());
    CHECK(fresnel_last_run_in_place() == (size_t)c->n_in - 1,
          "a strided argument is copied, the others are not (%zu in place)",
          fresnel_last_run_in_place());
    if (s == FRESNEL_STATUS_OK) {
        double e = rel_error(&out[0], &c->want[0]);
        CHECK(e < 2e-4, "strided argument: value off by %g", e);
        float *want = c->want[1].data;
        double err = 0;
        for (int64_t i = 0; i < rows; i++)
            for (int64_t j = 0; j < cols; j++)
                err = fmax(err, fabs(g[j * rows + i] - want[i * cols + j]));
        CHECK(err < 1e-4, "strided result: off by %g", err);
    }
    for (int k = 0; k < n_out; k++) fresnel_array_free(&out[k]);
    free(g);
    free(t);
}

/* Argument 3 of asm (f32) one byte off alignment: copied, and still right. */
static void check_misaligned(FresnelExecutable *exe, Case *c) {
    Npy *a = &c->in[3];
    char *raw = malloc(a->count * a->itemsize + 1);
    memcpy(raw + 1, a->data, a->count * a->itemsize);
    FresnelArray in[4], out[5];
    for (int i = 0; i < c->n_in; i++) in[i] = view(&c->in[i]);
    in[3].data = raw + 1;
    int n_out = 1 + c->n_grads;
    for (int k = 0; k < n_out; k++) out[k] = empty_slot();
    FresnelStatus s = fresnel_run(exe, (size_t)c->n_in, in, (size_t)n_out, out);
    CHECK(s == FRESNEL_STATUS_OK, "misaligned run: %s", fresnel_last_error());
    CHECK(fresnel_last_run_in_place() == (size_t)c->n_in - 1, "a misaligned argument is copied");
    if (s == FRESNEL_STATUS_OK) {
        double e = rel_error(&out[0], &c->want[0]);
        CHECK(e < 2e-4, "misaligned argument: value off by %g", e);
    }
    for (int k = 0; k < n_out; k++) fresnel_array_free(&out[k]);
    free(raw);
}

typedef struct {
    FresnelExecutable *exe;
    Case *c;
    int ok;
} Worker;

static void *worker(void *arg) {
    Worker *w = arg;
    w->ok = 1;
    for (int round = 0; round < 5; round++) {
        FresnelArray in[4], out[5];
        int n_out = 1 + w->c->n_grads;
        for (int i = 0; i < w->c->n_in; i++) in[i] = view(&w->c->in[i]);
        for (int k = 0; k < n_out; k++) out[k] = empty_slot();
        if (fresnel_run(w->exe, (size_t)w->c->n_in, in, (size_t)n_out, out) != FRESNEL_STATUS_OK) {
            w->ok = 0;
            continue;
        }
        for (int k = 0; k < n_out; k++) {
            if (rel_error(&out[k], &w->c->want[k]) >= 2e-4) w->ok = 0;
            fresnel_array_free(&out[k]);
        }
    }
    return NULL;
}

/* One executable run from four threads at once: every run right. */
static void check_threads(FresnelExecutable *exe, Case *c) {
    pthread_t t[4];
    Worker w[4];
    for (int i = 0; i < 4; i++) {
        w[i].exe = exe;
        w[i].c = c;
        pthread_create(&t[i], NULL, worker, &w[i]);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(t[i], NULL);
        CHECK(w[i].ok, "thread %d: a concurrent run failed or was wrong", i);
    }
}

static void check_save_and_reload(FresnelExecutable *exe, Case *c) {
    char path[1024];
    snprintf(path, sizeof path, "%s/resaved.fresnel", scratch);
    FresnelStatus s = fresnel_save(exe, path);
    CHECK(s == FRESNEL_STATUS_OK, "save: %s", fresnel_last_error());
    FresnelExecutable *again = NULL;
    s = fresnel_load(path, "cpu", &again);
    CHECK(s == FRESNEL_STATUS_OK, "reload: %s", fresnel_last_error());
    if (again) check_against_reference(again, c, "saved and reloaded");
    fresnel_free(again);
    /* From memory, as a binding that embeds an artifact would. */
    size_t len = 0;
    void *bytes = read_file(path, &len);
    FresnelExecutable *mem = NULL;
    s = fresnel_load_bytes(bytes, len, "cpu", &mem);
    CHECK(s == FRESNEL_STATUS_OK, "load_bytes: %s", fresnel_last_error());
    if (mem) check_against_reference(mem, c, "loaded from memory");
    fresnel_free(mem);
    /* Truncated: refused, not read past its end. */
    FresnelExecutable *cut = NULL;
    EXPECT_ERROR(fresnel_load_bytes(bytes, len / 2, "cpu", &cut), FRESNEL_STATUS_LOAD_FAILED,
                 "<bytes>");
    CHECK(cut == NULL, "a failed load leaves *out alone");
    free(bytes);
}

static void check_signature(FresnelExecutable *exe, Case *c) {
    size_t n = 0;
    CHECK(fresnel_num_args(exe, &n) == FRESNEL_STATUS_OK && n == (size_t)c->n_in,
          "%s: %zu arguments", c->name, n);
    CHECK(fresnel_num_results(exe, &n) == FRESNEL_STATUS_OK && n == (size_t)(1 + c->n_grads),
          "%s: %zu results", c->name, n);
    for (int i = 0; i < c->n_in; i++) {
        int32_t dtype = -1, rank = -1;
        const int64_t *dims = NULL;
        CHECK(fresnel_arg_info(exe, (size_t)i, &dtype, &rank, &dims) == FRESNEL_STATUS_OK,
              "arg_info %d: %s", i, fresnel_last_error());
        FresnelArray got = {dtype, rank, (int64_t *)dims, NULL, NULL, NULL};
        CHECK(same_type(&got, &c->in[i]), "%s: argument %d's type", c->name, i);
    }
    for (int k = 0; k <= c->n_grads; k++) {
        int32_t dtype = -1, rank = -1;
        const int64_t *dims = NULL;
        CHECK(fresnel_result_info(exe, (size_t)k, &dtype, &rank, &dims) == FRESNEL_STATUS_OK,
              "result_info %d", k);
        FresnelArray got = {dtype, rank, (int64_t *)dims, NULL, NULL, NULL};
        CHECK(same_type(&got, &c->want[k]), "%s: result %d's type", c->name, k);
    }
    int32_t dtype, rank;
    const int64_t *dims;
    EXPECT_ERROR(fresnel_arg_info(exe, 99, &dtype, &rank, &dims),
                 FRESNEL_STATUS_INVALID_ARGUMENT, "argument 99 does not exist");
    EXPECT_ERROR(fresnel_result_info(exe, 0, NULL, &rank, &dims),
                 FRESNEL_STATUS_INVALID_ARGUMENT, "dtype is NULL");
    EXPECT_ERROR(fresnel_num_args(NULL, &n), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "the executable is NULL");
}

/* Bad arrays given to fresnel_run: each refused with a message naming what is wrong, and
 * no output written. */
static void check_bad_runs(FresnelExecutable *exe, Case *c) {
    FresnelArray in[4], out[5];
    int n_out = 1 + c->n_grads;
    for (int i = 0; i < c->n_in; i++) in[i] = view(&c->in[i]);
    for (int k = 0; k < n_out; k++) out[k] = empty_slot();

    EXPECT_ERROR(fresnel_run(NULL, 4, in, 5, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "the executable is NULL");
    EXPECT_ERROR(fresnel_run(exe, 3, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "takes 4 argument(s), given 3");
    EXPECT_ERROR(fresnel_run(exe, 4, in, 1, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "returns 3 result(s), given room for 1");
    EXPECT_ERROR(fresnel_run(exe, 4, NULL, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "inputs is NULL");
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, NULL), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "outputs is NULL");

    FresnelArray saved = in[1];
    in[1].dtype = FRESNEL_DTYPE_FLOAT64;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "argument 1: expected tensor<3xf32>, given tensor<3xf64>");
    in[1].dtype = 99;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "99 is not a FresnelDtype value");
    in[1] = saved;
    int64_t wrong_dims[2] = {3, 1};
    in[1].rank = 2;
    in[1].dims = wrong_dims;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "argument 1: expected tensor<3xf32>, given tensor<3x1xf32>");
    int64_t negative[1] = {-3};
    in[1].rank = 1;
    in[1].dims = negative;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "cannot be negative");
    in[1].dims = NULL;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "argument 1: dims is NULL");
    in[1].rank = 1000;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "rank 1000");
    in[1] = saved;
    in[1].data = NULL;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "argument 1: data is NULL");
    in[1] = saved;

    /* A result buffer of the wrong shape, and one whose strides overlap. */
    float small[2];
    int64_t two[1] = {2};
    FresnelArray bad = {FRESNEL_DTYPE_FLOAT32, 1, two, NULL, small, NULL};
    out[2] = bad;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "result 2: the buffer is tensor<2xf32>, the result is tensor<3xf32>");
    float three[3];
    int64_t dims3[1] = {3}, zero[1] = {0};
    FresnelArray overlap = {FRESNEL_DTYPE_FLOAT32, 1, dims3, zero, three, NULL};
    out[2] = overlap;
    EXPECT_ERROR(fresnel_run(exe, 4, in, (size_t)n_out, out), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "write several elements to one place");
    out[2] = empty_slot();
    for (int k = 0; k < n_out; k++)
        CHECK(out[k].data == NULL && out[k].owner == NULL, "a refused run writes no result");
}

static void check_bad_loads(void) {
    FresnelExecutable *exe = NULL;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/artifacts/mlp_f32_grad.fresnel", root);
    EXPECT_ERROR(fresnel_load(NULL, "cpu", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "path is NULL");
    EXPECT_ERROR(fresnel_load(path, NULL, &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "backend is NULL");
    EXPECT_ERROR(fresnel_load(path, "cpu", NULL), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "out-pointer is NULL");
    EXPECT_ERROR(fresnel_load(path, "gpu", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "unknown backend \"gpu\"");
    EXPECT_ERROR(fresnel_load(path, "interp", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "needs the program's IR text");
    EXPECT_ERROR(fresnel_load("/nonexistent/x.fresnel", "cpu", &exe),
                 FRESNEL_STATUS_LOAD_FAILED, "/nonexistent/x.fresnel: cannot read");
    char junk[1024];
    snprintf(junk, sizeof junk, "%s/junk.fresnel", scratch);
    FILE *f = fopen(junk, "wb");
    fputs("module { }", f);
    fclose(f);
    EXPECT_ERROR(fresnel_load(junk, "cpu", &exe), FRESNEL_STATUS_LOAD_FAILED, junk);
    EXPECT_ERROR(fresnel_load_bytes(NULL, 10, "cpu", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "bytes is NULL");
    CHECK(exe == NULL, "failed loads leave *out alone");
    /* Without a GPU: unavailable, said so; with one, it loads. */
    FresnelStatus s = fresnel_load(path, "cuda", &exe);
    CHECK(s == FRESNEL_STATUS_OK || s == FRESNEL_STATUS_UNAVAILABLE, "cuda: %d (%s)", (int)s,
          fresnel_last_error());
    fresnel_free(exe);
    exe = NULL;
    EXPECT_ERROR(fresnel_save(NULL, junk), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "the executable is NULL");
    fresnel_free(NULL);
    fresnel_array_free(NULL);
}

#ifdef FRESNEL_COMPILER
static void check_compile(Case *c) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/data/refs/%s/fwd.mlir", root, c->name);
    size_t len = 0;
    char *raw = read_file(dir, &len);
    CHECK(raw != NULL, "read %s", dir);
    if (!raw) return;
    char *text = malloc(len + 1);
    memcpy(text, raw, len);
    text[len] = 0;
    free(raw);
    size_t wrt[4] = {0, 1, 2, 3};
    FresnelExecutable *exe = NULL;
    FresnelStatus s = fresnel_compile(text, wrt, (size_t)c->n_grads, "cpu", &exe);
    CHECK(s == FRESNEL_STATUS_OK, "compile %s: %s", c->name, fresnel_last_error());
    if (exe) check_against_reference(exe, c, "compiled from text");
    fresnel_free(exe);
    exe = NULL;
    s = fresnel_compile(text, wrt, (size_t)c->n_grads, "interp", &exe);
    CHECK(s == FRESNEL_STATUS_OK, "compile for interp %s: %s", c->name, fresnel_last_error());
    if (exe) check_against_reference(exe, c, "interpreted");
    fresnel_free(exe);
    exe = NULL;
    size_t beyond[1] = {9};
    EXPECT_ERROR(fresnel_compile(text, beyond, 1, "cpu", &exe), FRESNEL_STATUS_COMPILE_FAILED,
                 "valid indices are 0 to 3");
    EXPECT_ERROR(fresnel_compile(text, NULL, 2, "cpu", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "grad_wrt is NULL");
    EXPECT_ERROR(fresnel_compile(text, wrt, 1, "pjrt", &exe), FRESNEL_STATUS_INVALID_ARGUMENT,
                 "pjrt");
    EXPECT_ERROR(fresnel_compile("func.func @main( {", NULL, 0, "cpu", &exe),
                 FRESNEL_STATUS_COMPILE_FAILED, "<string>:1:");
    CHECK(exe == NULL, "failed compiles leave *out alone");
    free(text);
}
#endif

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s REPO_ROOT SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    root = argv[1];
    scratch = argv[2];
    CHECK(fresnel_abi_version() == FRESNEL_ABI_VERSION, "ABI %u, header %u",
          fresnel_abi_version(), FRESNEL_ABI_VERSION);
    CHECK(strlen(fresnel_version()) > 0, "a version");

    Case asm_case = {"asm_loss_c64", "asm_loss_c64_grad.fresnel", 4, 2, {{0}}, {{0}}};
    Case mlp_case = {"mlp_f32", "mlp_f32_grad.fresnel", 4, 4, {{0}}, {{0}}};
    load_case(&asm_case);
    load_case(&mlp_case);

    FresnelExecutable *asm_exe = load_artifact(&asm_case);
    FresnelExecutable *mlp_exe = load_artifact(&mlp_case);
    if (asm_exe && mlp_exe) {
        check_signature(asm_exe, &asm_case);
        check_signature(mlp_exe, &mlp_case);
        check_against_reference(asm_exe, &asm_case, "artifact");
        check_against_reference(mlp_exe, &mlp_case, "artifact");
        check_caller_buffers(asm_exe, &asm_case);
        check_strides(mlp_exe, &mlp_case);
        check_misaligned(asm_exe, &asm_case);
        check_threads(asm_exe, &asm_case);
        check_save_and_reload(mlp_exe, &mlp_case);
        check_bad_runs(asm_exe, &asm_case);
    }
    check_bad_loads();
#ifdef FRESNEL_COMPILER
    check_compile(&asm_case);
    check_compile(&mlp_case);
#endif
    fresnel_free(asm_exe);
    fresnel_free(mlp_exe);
    free_case(&asm_case);
    free_case(&mlp_case);
    if (failures) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("all C ABI checks passed\n");
    return 0;
}
