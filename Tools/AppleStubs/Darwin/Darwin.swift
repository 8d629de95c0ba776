// A stand-in for Apple's Darwin module (the C library as Swift imports it from the SDK's usr/include), type-checked
// on Linux and never run. It declares only what the package uses under an Apple triple: on Linux the same names
// come from Glibc. Each declaration names the header that declares it and the manual page that documents it.
// Foundation re-exports Darwin, as the SDK's Foundation does.

// sys/_types/_pid_t.h: `typedef __darwin_pid_t pid_t;`, an `int32_t`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias pid_t = Int32

// sys/signal.h: `#define SIGKILL 9`, imported as an `Int32` constant.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/signal.3.html
public var SIGKILL: Int32 { 9 }

// sys/signal.h: `int kill(pid_t, int) __DARWIN_ALIAS(kill);`. Available on every Apple platform, and marked
// unavailable nowhere; an app that is not the process's parent gets EPERM.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/kill.2.html
@discardableResult
public func kill(_ pid: pid_t, _ signal: Int32) -> Int32 { 0 }

// sys/signal.h: `#define SIGTERM 15`. man3/signal.3
public var SIGTERM: Int32 { 15 }

// unistd.h: `pid_t getpgid(pid_t);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/getpgrp.2.html
public func getpgid(_ pid: pid_t) -> pid_t { 0 }

// sys/_types/_sigset_t.h: `typedef __darwin_sigset_t sigset_t;`, a `__uint32_t`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias sigset_t = UInt32

// signal.h: `int sigemptyset(sigset_t *);` (also a macro, which Swift does not import).
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/sigsetops.3.html
@discardableResult
public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { 0 }

// sys/signal.h: `#define SIG_BLOCK 1`. man2/sigprocmask.2
public var SIG_BLOCK: Int32 { 1 }

// sys/signal.h: `#define SIGPIPE 13`. man3/signal.3
public var SIGPIPE: Int32 { 13 }

// signal.h: `int sigaddset(sigset_t *, int);` (also a macro, which Swift does not import). The results of imported C
// functions are discardable. man3/sigsetops.3
@discardableResult
public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signo: Int32) -> Int32 { 0 }

// sys/signal.h: `int pthread_sigmask(int, const sigset_t *, sigset_t *);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/sigprocmask.2.html
@discardableResult
public func pthread_sigmask(
    _ how: Int32,
    _ set: UnsafePointer<sigset_t>!,
    _ oldSet: UnsafeMutablePointer<sigset_t>!
) -> Int32 { 0 }

// poll.h: `struct pollfd { int fd; short events; short revents; };`. C's name, kept.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/poll.2.html
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct pollfd {
    public var fd: Int32
    public var events: Int16
    public var revents: Int16

    public init(fd: Int32, events: Int16, revents: Int16) {
        self.fd = fd
        self.events = events
        self.revents = revents
    }
}

// poll.h: `#define POLLIN 0x0001`.
public var POLLIN: Int32 { 0x0001 }

// poll.h: `#define POLLOUT 0x0004`. man2/poll.2
public var POLLOUT: Int32 { 0x0004 }

// poll.h: `typedef unsigned int nfds_t;`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias nfds_t = UInt32

// poll.h: `int poll(struct pollfd *, nfds_t, int);`. man2/poll.2
public func poll(_ fds: UnsafeMutablePointer<pollfd>!, _ nfds: nfds_t, _ timeout: Int32) -> Int32 { 0 }

// unistd.h: `ssize_t read(int, void *, size_t);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/read.2.html
public func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int { 0 }

// sys/errno.h: `errno`, imported as a variable; `#define EINTR 4`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/intro.2.html
public var errno: Int32 {
    get { 0 }
    set {}
}
public var EINTR: Int32 { 4 }

// sys/errno.h: `#define EAGAIN 35` and `#define EWOULDBLOCK EAGAIN`, both imported as `Int32` constants. man2/intro.2
public var EAGAIN: Int32 { 35 }
public var EWOULDBLOCK: Int32 { 35 }

// unistd.h: `ssize_t write(int, const void *, size_t);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/write.2.html
@discardableResult
public func write(_ fd: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { 0 }

// sys/fcntl.h: `#define F_GETFD 1`, `#define F_SETFD 2`, `#define F_GETFL 3`, `#define F_SETFL 4`,
// `#define FD_CLOEXEC 1`, `#define O_NONBLOCK 0x00000004`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/fcntl.2.html
public var F_GETFD: Int32 { 1 }
public var F_SETFD: Int32 { 2 }
public var FD_CLOEXEC: Int32 { 1 }
public var F_GETFL: Int32 { 3 }
public var F_SETFL: Int32 { 4 }
public var O_NONBLOCK: Int32 { 0x0000_0004 }

// sys/fcntl.h: `#define F_SETNOSIGPIPE 73 /* No SIGPIPE generated on EPIPE */`, not marked unavailable on any
// platform. man2/fcntl.2
public var F_SETNOSIGPIPE: Int32 { 73 }

// fcntl is variadic in C, which Swift does not import; the SDK's Darwin overlay (Darwin.swiftinterface) declares
// `public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32` and `public func fcntl(_ fd: Int32, _ cmd: Int32,
// _ value: Int32) -> Int32` (and a pointer form, unused here), not `@discardableResult`.
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { 0 }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { 0 }

// _stdio.h: `typedef struct __sFILE { ... } FILE;`, imported as the struct `__sFILE` and the alias `FILE`. The
// stand-in gives the struct no fields: nothing here reads one. C's names, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct __sFILE {}
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias FILE = __sFILE

// stdio.h: `int fflush(FILE *);`; `fflush(NULL)` flushes every output stream.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/fflush.3.html
@discardableResult
public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { 0 }

// stdlib.h: `int atexit(void (*)(void));`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/atexit.3.html
@discardableResult
public func atexit(_ function: @convention(c) () -> Void) -> Int32 { 0 }

// stdlib.h: `void exit(int) __dead2;`, imported as returning `Never`. An `async` main ends by calling `exit` through
// its C entry point, which `@_cdecl` gives the stand-in, as the C library gives the real one.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/exit.3.html
@_cdecl("exit")
public func exit(_ status: Int32) -> Never { fatalError() }

// stdlib.h: `void abort(void) __cold __dead2;`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/abort.3.html
public func abort() -> Never { fatalError() }

// string.h: `char *strerror(int __errnum) __DARWIN_ALIAS(strerror);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/strerror.3.html
public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { nil }

// unistd.h: `#define STDIN_FILENO 0`, `#define STDOUT_FILENO 1`, `#define STDERR_FILENO 2`, imported as `Int32`
// constants. https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man4/stdin.4.html
public var STDIN_FILENO: Int32 { 0 }
public var STDOUT_FILENO: Int32 { 1 }
public var STDERR_FILENO: Int32 { 2 }

// unistd.h: `int isatty(int);`. https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/isatty.3.html
public func isatty(_ fd: Int32) -> Int32 { 0 }

// unistd.h: `int close(int) __DARWIN_ALIAS_C(close);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/close.2.html
@discardableResult
public func close(_ fd: Int32) -> Int32 { 0 }

// unistd.h: `int dup(int);` and `int dup2(int, int);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/dup.2.html
@discardableResult
public func dup(_ fd: Int32) -> Int32 { 0 }
@discardableResult
public func dup2(_ fd: Int32, _ fd2: Int32) -> Int32 { 0 }

// unistd.h: `pid_t getpid(void);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/getpid.2.html
public func getpid() -> pid_t { 0 }

// sys/_types/_mode_t.h: `typedef __darwin_mode_t mode_t;`, a `__uint16_t`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias mode_t = UInt16

// sys/fcntl.h: `#define O_RDONLY 0x0000`, `#define O_WRONLY 0x0001`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/open.2.html
public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }

// sys/fcntl.h: `#define O_CREAT 0x00000200`, `#define O_TRUNC 0x00000400`, `#define O_CLOEXEC 0x01000000`.
// man2/open.2
public var O_CREAT: Int32 { 0x0000_0200 }
public var O_TRUNC: Int32 { 0x0000_0400 }
public var O_CLOEXEC: Int32 { 0x0100_0000 }

// stdio.h: `int rename (const char *__old, const char *__new);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/rename.2.html
public func rename(_ __old: UnsafePointer<CChar>!, _ __new: UnsafePointer<CChar>!) -> Int32 { 0 }

// unistd.h: `int unlink(const char *);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/unlink.2.html
@discardableResult
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }

// open is variadic in C, which Swift does not import; the SDK's Darwin overlay (Platform.swift) declares
// `public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32` and the same with `_ mode: mode_t`.
// man2/open.2
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { 0 }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { 0 }

// sys/signal.h: `typedef void (*sig_t) (int);`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias sig_t = @convention(c) (Int32) -> Void

// signal.h: `void (*signal(int, void (*)(int)))(int);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/signal.3.html
@discardableResult
public func signal(
    _ sig: Int32,
    _ handler: (@convention(c) (Int32) -> Void)!
) -> (@convention(c) (Int32) -> Void)! { handler }

// sys/signal.h defines `SIG_IGN` as `(void (*)(int))1`, a macro Swift cannot import; the SDK's Darwin overlay
// (Platform.swift) declares `public var SIG_IGN: sig_t { return unsafeBitCast(1, to: sig_t.self) }`.
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }

// sys/_types/_timespec.h: `struct timespec { __darwin_time_t tv_sec; long tv_nsec; };`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct timespec {
    public var tv_sec: Int
    public var tv_nsec: Int

    public init() {
        tv_sec = 0
        tv_nsec = 0
    }
}

// sys/_types/_timeval.h: `struct timeval { __darwin_time_t tv_sec; __darwin_suseconds_t tv_usec; };`, an `Int`
// and an `Int32`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct timeval {
    public var tv_sec: Int
    public var tv_usec: Int32

    public init() {
        tv_sec = 0
        tv_usec = 0
    }
}

// time.h: `typedef enum { _CLOCK_REALTIME = 0, _CLOCK_MONOTONIC = 6, ..., _CLOCK_THREAD_CPUTIME_ID = 16 }
// clockid_t;`, each enumerator `__CLOCK_AVAILABILITY` (macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0). Swift imports
// the anonymous enum as a struct with a `UInt32` raw value, and `#define CLOCK_MONOTONIC _CLOCK_MONOTONIC` (and
// `CLOCK_THREAD_CPUTIME_ID`) as constants of it. C's names, kept.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct clockid_t: Equatable, RawRepresentable {
    public var rawValue: UInt32
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public var CLOCK_MONOTONIC: clockid_t { clockid_t(6) }

@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public var CLOCK_THREAD_CPUTIME_ID: clockid_t { clockid_t(16) }

// time.h: `__CLOCK_AVAILABILITY int clock_gettime(clockid_t __clock_id, struct timespec *__tp);`. man3/clock_gettime.3
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
@discardableResult
public func clock_gettime(_ clockID: clockid_t, _ tp: UnsafeMutablePointer<timespec>!) -> Int32 { 0 }

// sys/resource.h: `struct rusage`, every field after the two times a `long`. C's name, kept.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/getrusage.2.html
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct rusage {
    public var ru_utime = timeval()
    public var ru_stime = timeval()
    // In bytes on Darwin (man2/getrusage.2); Linux reports kilobytes.
    public var ru_maxrss = 0
    public var ru_ixrss = 0
    public var ru_idrss = 0
    public var ru_isrss = 0
    public var ru_minflt = 0
    public var ru_majflt = 0
    public var ru_nswap = 0
    public var ru_inblock = 0
    public var ru_oublock = 0
    public var ru_msgsnd = 0
    public var ru_msgrcv = 0
    public var ru_nsignals = 0
    public var ru_nvcsw = 0
    public var ru_nivcsw = 0

    public init() {}
}

// sys/resource.h: `#define RUSAGE_CHILDREN -1`, imported as an `Int32` constant. man2/getrusage.2
public var RUSAGE_CHILDREN: Int32 { -1 }

// sys/resource.h: `int getrusage(int, struct rusage *);`. man2/getrusage.2
@discardableResult
public func getrusage(_ who: Int32, _ usage: UnsafeMutablePointer<rusage>!) -> Int32 { 0 }

// sys/sysctl.h: `int sysctlbyname(const char *, void *, size_t *, void *, size_t);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/sysctlbyname.3.html
@discardableResult
public func sysctlbyname(
    _ name: UnsafePointer<CChar>!,
    _ oldp: UnsafeMutableRawPointer!,
    _ oldlenp: UnsafeMutablePointer<Int>!,
    _ newp: UnsafeMutableRawPointer!,
    _ newlen: Int
) -> Int32 { 0 }

// stdlib.h: `int getloadavg(double [], int);`.
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/getloadavg.3.html
public func getloadavg(_ loadavg: UnsafeMutablePointer<Double>!, _ nelem: Int32) -> Int32 { 0 }

// sys/resource.h: `typedef void *rusage_info_t;`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias rusage_info_t = UnsafeMutableRawPointer

// sys/resource.h: `#define RUSAGE_INFO_V4 4`, imported as an `Int32` constant.
public var RUSAGE_INFO_V4: Int32 { 4 }

// sys/resource.h: `struct rusage_info_v4 { uint8_t ri_uuid[16]; uint64_t ri_user_time; ... uint64_t
// ri_lifetime_max_phys_footprint; ... uint64_t ri_runnable_time; };`. The stand-in declares the one field the package
// reads; Swift gives the imported struct a zero-filling `init()`. C's name, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct rusage_info_v4 {
    public var ri_lifetime_max_phys_footprint: UInt64 = 0
    public init() {}
}

// libproc.h: `int proc_pid_rusage(int pid, int flavor, rusage_info_t *buffer)
// __OSX_AVAILABLE_STARTING(__MAC_10_9, __IPHONE_7_0);`. libproc.h is in the macOS SDK only: an app for the other
// platforms cannot call it without declaring it itself, so the stand-in makes it unavailable there.
@available(macOS 10.9, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public func proc_pid_rusage(_ pid: Int32, _ flavor: Int32, _ buffer: UnsafeMutablePointer<rusage_info_t?>!) -> Int32 {
    0
}

// MARK: - Starting processes (Xcode 26 beta 1 iPhoneOS SDK, usr/include/spawn.h, sys/spawn.h, sys/wait.h,
// _string.h, malloc/_malloc.h, signal.h, sys/fcntl.h; macOS's spawn.h declares the same)
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/posix_spawn.2.html

// spawn.h: `typedef void *posix_spawnattr_t;` and `typedef void *posix_spawn_file_actions_t;`, imported as raw
// pointers; a pointer to one is a pointer to an optional, as its nullability is unspecified. C's names, kept.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias posix_spawnattr_t = UnsafeMutableRawPointer
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias posix_spawn_file_actions_t = UnsafeMutableRawPointer

// spawn.h: `int posix_spawn(pid_t * __restrict, const char * __restrict, const posix_spawn_file_actions_t *,
// const posix_spawnattr_t * __restrict, char *const __argv[__restrict], char *const __envp[__restrict])
// __API_AVAILABLE(macos(10.5), ios(2.0)) __API_UNAVAILABLE(watchos, tvos);`. The results of imported C functions
// are discardable.
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn(
    _ pid: UnsafeMutablePointer<pid_t>!,
    _ path: UnsafePointer<CChar>!,
    _ fileActions: UnsafePointer<posix_spawn_file_actions_t?>!,
    _ attributes: UnsafePointer<posix_spawnattr_t?>!,
    _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!,
    _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { 0 }

// spawn.h: `int posix_spawn_file_actions_init(posix_spawn_file_actions_t *)`, `..._destroy(posix_spawn_file_actions_t
// *)`, `..._addclose(posix_spawn_file_actions_t *, int)`, `..._adddup2(posix_spawn_file_actions_t *, int, int)` and
// `..._addopen(posix_spawn_file_actions_t * __restrict, int, const char * __restrict, int, mode_t)`, each
// `__API_AVAILABLE(macos(10.5), ios(2.0)) __API_UNAVAILABLE(watchos, tvos)`.
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!) -> Int32 {
    0
}
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn_file_actions_addclose(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!,
    _ fd: Int32
) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn_file_actions_adddup2(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!,
    _ fd: Int32,
    _ newFD: Int32
) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawn_file_actions_addopen(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>!,
    _ fd: Int32,
    _ path: UnsafePointer<CChar>!,
    _ oflag: Int32,
    _ mode: mode_t
) -> Int32 { 0 }

// spawn.h: `int posix_spawnattr_init(posix_spawnattr_t *)`, `..._destroy(posix_spawnattr_t *)`,
// `..._setflags(posix_spawnattr_t *, short)`, `..._setpgroup(posix_spawnattr_t *, pid_t)`,
// `..._setsigmask(posix_spawnattr_t * __restrict, const sigset_t * __restrict)` and
// `..._setsigdefault(posix_spawnattr_t * __restrict, const sigset_t * __restrict)`, each
// `__API_AVAILABLE(macos(10.5), ios(2.0)) __API_UNAVAILABLE(watchos, tvos)`.
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_init(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_destroy(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_setflags(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!, _ flags: Int16) -> Int32 {
    0
}
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_setpgroup(_ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!, _ group: pid_t) -> Int32
{
    0
}
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_setsigmask(
    _ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!,
    _ mask: UnsafePointer<sigset_t>!
) -> Int32 { 0 }
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@discardableResult
public func posix_spawnattr_setsigdefault(
    _ attributes: UnsafeMutablePointer<posix_spawnattr_t?>!,
    _ signals: UnsafePointer<sigset_t>!
) -> Int32 { 0 }

// sys/spawn.h: `#define POSIX_SPAWN_SETPGROUP 0x0002`, `#define POSIX_SPAWN_SETSIGDEF 0x0004`,
// `#define POSIX_SPAWN_SETSIGMASK 0x0008`, `#define POSIX_SPAWN_CLOEXEC_DEFAULT 0x4000`, imported as `Int32`
// constants.
public var POSIX_SPAWN_SETPGROUP: Int32 { 0x0002 }
public var POSIX_SPAWN_SETSIGDEF: Int32 { 0x0004 }
public var POSIX_SPAWN_SETSIGMASK: Int32 { 0x0008 }
public var POSIX_SPAWN_CLOEXEC_DEFAULT: Int32 { 0x4000 }

// signal.h: `int sigfillset(sigset_t *);` (also a macro, which Swift does not import). man3/sigsetops.3
@discardableResult
public func sigfillset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { 0 }

// sys/wait.h: `pid_t waitpid(pid_t, int *, int) __DARWIN_ALIAS_C(waitpid);`. Its status macros (`WIFEXITED`, ...)
// are function-like, which Swift does not import. man2/wait.2
@discardableResult
public func waitpid(_ pid: pid_t, _ status: UnsafeMutablePointer<Int32>!, _ options: Int32) -> pid_t { 0 }

// _string.h: `char *strdup(const char *__s1);`. man3/strdup.3
public func strdup(_ s1: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }

// malloc/_malloc.h: `void free(void * __unsafe_indexable);`. man3/malloc.3
public func free(_ pointer: UnsafeMutableRawPointer!) {}

// sys/fcntl.h: `#define O_RDWR 0x0002`. man2/open.2
public var O_RDWR: Int32 { 0x0002 }
