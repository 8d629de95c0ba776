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

// sys/signal.h: `#define SIG_SETMASK 3`.
public var SIG_SETMASK: Int32 { 3 }

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
