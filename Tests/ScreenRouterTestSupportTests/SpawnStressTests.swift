import Foundation
import ScreenRouterTestSupport
import Testing

/// Launching apps many times from a test process that holds many descriptors, as a large suite does.
///
/// Foundation's `Process.run()` crashed such a process now and then on Linux (reading `/proc/self/fd`, it copied past
/// the end of a page); test support starts apps with `posix_spawn` instead. These tests hold several hundred
/// descriptors open, not closed on exec, while they launch.
@MainActor
struct SpawnStressTests {
    /// The descriptors a test holds open: one file opened many times, without close-on-exec.
    final class HeldDescriptors {
        let path: String
        private(set) var descriptors: [Int32] = []

        init(count: Int) throws {
            path =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("held-descriptors-\(UUID().uuidString)").path
            try Data("held".utf8).write(to: URL(fileURLWithPath: path))
            for _ in 0..<count {
                let descriptor = open(path, O_RDONLY)
                try #require(descriptor >= 0, "could not open \(path): errno \(errno)")
                descriptors.append(descriptor)
            }
        }

        deinit {
            for descriptor in descriptors { close(descriptor) }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// 1,200 launches, four at a time, with 400 descriptors open: every launch's output is its own, whole.
    @Test func launchesAnAppOverAThousandTimesWithHundredsOfDescriptorsOpen() async throws {
        let held = try HeldDescriptors(count: 400)
        let launches = 1_200
        let workers = 4
        var failures: [String] = []
        await withTaskGroup(of: [String].self) { group in
            for worker in 0..<workers {
                group.addTask { await Self.launch(worker: worker, of: workers, launches: launches) }
            }
            for await found in group {
                failures += found
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(launches) launches failed; first: \(failures.prefix(3))")
        #expect(held.descriptors.count == 400)
    }

    /// One worker's share of the launches (every `workers`th, from `worker`), and what went wrong in them.
    static func launch(worker: Int, of workers: Int, launches: Int) async -> [String] {
        var failures: [String] = []
        let app: ProcessApplication
        do {
            app = try ProcessApplication.product(named: "HomeProbe")
        } catch {
            return ["HomeProbe: \(error)"]
        }
        app.timeout = 60
        for launch in stride(from: worker, to: launches, by: workers) {
            app.launchArguments = ["--echo", "launch", "\(launch)", "of worker \(worker)"]
            do {
                try await app.launch()
            } catch {
                failures.append("launch \(launch): \(error)")
                continue
            }
            let expected = "== Home ==\n[welcome] Welcome back\nlaunch \(launch) of worker \(worker)\n"
            if app.standardOutput != expected || !app.standardError.isEmpty || app.exitStatus != 0 || app.wasSignalled {
                failures.append(
                    "launch \(launch): status \(app.exitStatus), signalled \(app.wasSignalled), "
                        + "output \(app.standardOutput.debugDescription), error \(app.standardError.debugDescription)"
                )
            }
        }
        return failures
    }

    /// The app gets its three standard streams and nothing else of the test process: not the descriptors a test
    /// holds open, not another launch's pipes.
    #if os(Linux)
    @Test func theAppInheritsNoDescriptorOfTheTestProcess() async throws {
        let held = try HeldDescriptors(count: 300)
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_DESCRIPTORS": "1"]
        try await probe.launch()
        let descriptors = try #require(try report(of: probe).descriptors)
        #expect(!descriptors.contains(held.path), "the app holds the test's file: \(descriptors)")
        #expect(descriptors.count < 50, "the app has \(descriptors.count) descriptors open: \(descriptors)")
    }
    #endif
}
