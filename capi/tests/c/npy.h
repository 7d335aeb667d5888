/* A small reader of .npy files (little-endian, C order; f4, f8, c8, c16, i4, i8), for the C
 * test and the C side of bench/binding_overhead.py. Exits with status 2 on a file it cannot
 * read. */
#ifndef FRESNEL_NPY_H
#define FRESNEL_NPY_H

#include "fresnel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int32_t dtype;
    int32_t rank;
    int64_t dims[8];
    size_t count;
    size_t itemsize;
    void *data;
} Npy;

static int dtype_of_descr(const char *d, size_t *itemsize) {
    static const struct { const char *descr; int32_t dtype; size_t size; } table[] = {
        {"'<f4'", FRESNEL_DTYPE_FLOAT32, 4},    {"'<f8'", FRESNEL_DTYPE_FLOAT64, 8},
        {"'<c8'", FRESNEL_DTYPE_COMPLEX64, 8},  {"'<c16'", FRESNEL_DTYPE_COMPLEX128, 16},
        {"'<i4'", FRESNEL_DTYPE_INT32, 4},      {"'<i8'", FRESNEL_DTYPE_INT64, 8},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (strncmp(d, table[i].descr, strlen(table[i].descr)) == 0) {
            *itemsize = table[i].size;
            return table[i].dtype;
        }
    }
    return -1;
}

static void *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *buf = malloc(n > 0 ? (size_t)n : 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static Npy load_npy(const char *dir, const char *name) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    Npy a;
    memset(&a, 0, sizeof a);
    size_t len = 0;
    unsigned char *bytes = read_file(path, &len);
    if (!bytes || len < 10 || memcmp(bytes, "\x93NUMPY", 6) != 0) {
        fprintf(stderr, "cannot read %s as .npy\n", path);
        exit(2);
    }
    size_t header_len, start;
    if (bytes[6] == 1) {
        header_len = bytes[8] | (bytes[9] << 8);
        start = 10;
    } else {
        header_len = bytes[8] | (bytes[9] << 8) | (bytes[10] << 16) | ((size_t)bytes[11] << 24);
        start = 12;
    }
    char *header = malloc(header_len + 1);
    memcpy(header, bytes + start, header_len);
    header[header_len] = 0;
    const char *descr = strstr(header, "'descr': ");
    const char *shape = strstr(header, "'shape': (");
    if (!descr || !shape || strstr(header, "'fortran_order': True")) {
        fprintf(stderr, "%s: unsupported header %s\n", path, header);
        exit(2);
    }
    a.dtype = dtype_of_descr(descr + 9, &a.itemsize);
    if (a.dtype < 0) {
        fprintf(stderr, "%s: unsupported dtype in %s\n", path, header);
        exit(2);
    }
    const char *p = shape + 10;
    a.count = 1;
    while (*p && *p != ')') {
        char *end;
        long long d = strtoll(p, &end, 10);
        if (end == p) break;
        if (a.rank == 8) {
            fprintf(stderr, "%s: more than 8 dims\n", path);
            exit(2);
        }
        a.dims[a.rank++] = d;
        a.count *= (size_t)d;
        p = end;
        while (*p == ',' || *p == ' ') p++;
    }
    size_t nbytes = a.count * a.itemsize;
    a.data = malloc(nbytes ? nbytes : 1);
    memcpy(a.data, bytes + start + header_len, nbytes);
    free(header);
    free(bytes);
    return a;
}

#endif /* FRESNEL_NPY_H */
