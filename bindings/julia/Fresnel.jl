# Fresnel from Julia: load (or compile) an executable and call it on Julia arrays, through the
# C ABI of capi/include/fresnel.h (docs/julia.md). Every declaration below follows that header;
# its ABI version is checked when the module loads.
#
# Julia stores arrays column-major: a Julia array of size (n1, …, nk) holds, in memory, the
# row-major array of shape (nk, …, n1). Fresnel programs are row-major, so arguments are
# passed with their dims reversed and without a copy, and results come back the same way:
# an argument of type tensor<2x3xf32> is a 3×2 Matrix{Float32} here. Call `permutedims`
# (or `PermutedDimsArray`) where the program's index order is wanted.
module Fresnel

export FresnelError, load, compile, save, signature

# The library: FRESNEL_LIB, or libfresnel_c on the loader's path (target/release after
# `cargo build --release -p fresnel-capi`; add `--features compiler` for `compile`).
const libfresnel = get(ENV, "FRESNEL_LIB", "libfresnel_c")

# FRESNEL_ABI_VERSION of the header this file follows.
const ABI_VERSION = 1

# enum FresnelDtype
const DTYPES = Dict{DataType,Int32}(
    Bool => 1, Int8 => 2, Int16 => 3, Int32 => 4, Int64 => 5,
    UInt8 => 6, UInt16 => 7, UInt32 => 8, UInt64 => 9,
    Float16 => 10, Float32 => 12, Float64 => 13,
    ComplexF32 => 14, ComplexF64 => 15,
)
const ELTYPES = Dict{Int32,DataType}(v => k for (k, v) in DTYPES)

# struct FresnelArray
struct FresnelArray
    dtype::Int32
    rank::Int32
    dims::Ptr{Int64}
    strides::Ptr{Int64}
    data::Ptr{Cvoid}
    owner::Ptr{Cvoid}
end

empty_slot() = FresnelArray(0, 0, C_NULL, C_NULL, C_NULL, C_NULL)

"""A failure reported by the library: its `FresnelStatus` and the message the CLI prints."""
struct FresnelError <: Exception
    status::Int32
    message::String
end

Base.showerror(io::IO, e::FresnelError) = print(io, "FresnelError(", e.status, "): ", e.message)

function check(status::Int32)
    status == 0 && return nothing
    message = unsafe_string(ccall((:fresnel_last_error, libfresnel), Cstring, ()))
    throw(FresnelError(status, message))
end

function __init__()
    abi = ccall((:fresnel_abi_version, libfresnel), UInt32, ())
    abi == ABI_VERSION || error("$libfresnel has C ABI version $abi; this file follows version $ABI_VERSION")
end

"""An executable; released by the garbage collector (or `close`)."""
mutable struct Executable
    ptr::Ptr{Cvoid}
    function Executable(ptr::Ptr{Cvoid})
        exe = new(ptr)
        finalizer(close, exe)
    end
end

function Base.close(exe::Executable)
    if exe.ptr != C_NULL
        ccall((:fresnel_free, libfresnel), Cvoid, (Ptr{Cvoid},), exe.ptr)
        exe.ptr = C_NULL
    end
    return nothing
end

"""
    load(path; backend = "cpu")

Loads an artifact written by `fresnel compile` or `save`; `backend` is "cpu", "cuda" or
"cuda-sim".
"""
function load(path::AbstractString; backend::AbstractString = "cpu")
    out = Ref{Ptr{Cvoid}}(C_NULL)
    check(ccall((:fresnel_load, libfresnel), Int32, (Cstring, Cstring, Ptr{Ptr{Cvoid}}),
                path, backend, out))
    return Executable(out[])
end

"""
    compile(text; grad_wrt = Int[], backend = "cpu")

Compiles StableHLO or Fresnel IR text, differentiated with respect to the arguments
`grad_wrt` (0-based, as in the program) when given. Needs a library built with the
`compiler` feature.
"""
function compile(text::AbstractString; grad_wrt = Int[], backend::AbstractString = "cpu")
    wrt = Csize_t[i for i in grad_wrt]
    out = Ref{Ptr{Cvoid}}(C_NULL)
    check(ccall((:fresnel_compile, libfresnel), Int32,
                (Cstring, Ptr{Csize_t}, Csize_t, Cstring, Ptr{Ptr{Cvoid}}),
                text, wrt, length(wrt), backend, out))
    return Executable(out[])
end

"""    save(exe, path)    writes the executable as an artifact."""
save(exe::Executable, path::AbstractString) =
    check(ccall((:fresnel_save, libfresnel), Int32, (Ptr{Cvoid}, Cstring), exe.ptr, path))

function count(exe::Executable, f::Symbol)
    n = Ref{Csize_t}(0)
    if f === :args
        check(ccall((:fresnel_num_args, libfresnel), Int32, (Ptr{Cvoid}, Ptr{Csize_t}), exe.ptr, n))
    else
        check(ccall((:fresnel_num_results, libfresnel), Int32, (Ptr{Cvoid}, Ptr{Csize_t}), exe.ptr, n))
    end
    return Int(n[])
end

# (Julia element type, Julia size) of argument or result `i` (0-based).
function info(exe::Executable, i::Integer, f::Symbol)
    dtype = Ref{Int32}(0)
    rank = Ref{Int32}(0)
    dims = Ref{Ptr{Int64}}(C_NULL)
    args = (Ptr{Cvoid}, Csize_t, Ptr{Int32}, Ptr{Int32}, Ptr{Ptr{Int64}})
    if f === :args
        check(ccall((:fresnel_arg_info, libfresnel), Int32, args, exe.ptr, i, dtype, rank, dims))
    else
        check(ccall((:fresnel_result_info, libfresnel), Int32, args, exe.ptr, i, dtype, rank, dims))
    end
    shape = rank[] == 0 ? () : Tuple(unsafe_wrap(Array, dims[], Int(rank[])))
    return (ELTYPES[dtype[]], reverse(shape))
end

"""
    signature(exe) -> (arguments, results)

Each a vector of `(eltype, size)` as Julia sees them (sizes are the program's shapes
reversed).
"""
signature(exe::Executable) = (
    [info(exe, i, :args) for i in 0:count(exe, :args)-1],
    [info(exe, k, :results) for k in 0:count(exe, :results)-1],
)

"""
    exe(args...) -> Tuple

Runs the executable: one dense array per argument (an `Array` is passed without a copy; other
`AbstractArray`s are collected first), each of the element type and reversed size that
`signature` gives. Returns one `Array` per result.
"""
function (exe::Executable)(args::AbstractArray...)
    arrays = Any[a isa Array ? a : collect(a) for a in args]
    for a in arrays
        haskey(DTYPES, eltype(a)) || throw(ArgumentError("Fresnel has no element type $(eltype(a))"))
    end
    dims = [Int64[reverse(size(a))...] for a in arrays]
    nres = count(exe, :results)
    outputs = [empty_slot() for _ in 1:nres]
    GC.@preserve arrays dims begin
        inputs = [FresnelArray(DTYPES[eltype(a)], ndims(a), pointer(d), C_NULL, pointer(a), C_NULL)
                  for (a, d) in zip(arrays, dims)]
        check(ccall((:fresnel_run, libfresnel), Int32,
                    (Ptr{Cvoid}, Csize_t, Ptr{FresnelArray}, Csize_t, Ptr{FresnelArray}),
                    exe.ptr, length(inputs), inputs, nres, outputs))
    end
    results = Any[]
    for o in outputs
        T = ELTYPES[o.dtype]
        if o.rank == 0
            push!(results, fill(unsafe_load(Ptr{T}(o.data))))
        else
            shape = reverse(Tuple(unsafe_wrap(Array, o.dims, Int(o.rank))))
            push!(results, copy(unsafe_wrap(Array, Ptr{T}(o.data), shape)))
        end
        ccall((:fresnel_array_free, libfresnel), Cvoid, (Ref{FresnelArray},), o)
    end
    return Tuple(results)
end

end # module
