package effectie.site.scripts

import java.io.{ByteArrayOutputStream, OutputStream, PrintStream}
import java.lang.reflect.InvocationTargetException
import java.net.{URL, URLClassLoader}
import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.{Files, Path, Paths}
import java.security.Permission

import effectie.site.Json

import scala.collection.mutable
import scala.reflect.internal.util.BatchSourceFile
import scala.tools.nsc.{Global, Settings}
import scala.tools.nsc.reporters.StoreReporter

/**
 * Compiles Scala CLI scripts with the compiler of their Scala version and runs each as Scala CLI
 * would run it in a JVM of its own, but all in this one: each script's classes in a fresh class
 * loader (the libraries of its classpath shared, as their jars are), its `main` on a thread of its
 * own, within a time limit. A script ends when its main returns and no thread it started that
 * keeps a JVM alive (a non-daemon thread) is left; `System.exit` is caught and ends it too.
 *
 * Usage: ScriptRunner <manifest> <output> <work dir>. The manifest has tab-separated lines:
 * `limit\t<ms>`, then groups: `classpath\t<cp>` starts one, `option\t<scalac option>` and
 * `file\t<path>\t<main class>\t<ends|throws>` add to it. The output has one JSON object per line
 * and file: {"file", "errors": [[offset, message]], "outcome", "detail", "output"} where outcome is
 * "ended", "threw", "exited", "running" (main did not return in time), "threads" (threads left
 * running) or "not-run" (it did not compile).
 */
object ScriptRunner {
  final case class Script(path: String, mainClass: String, throws: Boolean)
  final case class Group(classpath: String, options: Vector[String], scripts: Vector[Script])

  def main(args: Array[String]): Unit = {
    val Array(manifest, output, work) = args
    var limit = 20000L
    val groups = mutable.ArrayBuffer.empty[Group]
    Files.readAllLines(Paths.get(manifest), UTF_8).forEach { line =>
      line.split("\t") match {
        case Array("limit", ms) => limit = ms.toLong
        case Array("classpath", cp) => groups += Group(cp, Vector.empty, Vector.empty)
        case Array("option", option) => groups(groups.size - 1) = groups.last.copy(options = groups.last.options :+ option)
        case Array("file", path, main, expect) => groups(groups.size - 1) = groups.last.copy(scripts = groups.last.scripts :+ Script(path, main, expect == "throws"))
        case _ if line.trim.isEmpty =>
        case _ => throw new IllegalArgumentException(s"unexpected manifest line: $line")
      }
    }
    val out = Files.newBufferedWriter(Paths.get(output), UTF_8)
    Sandbox.install()
    try {
      groups.zipWithIndex.foreach { case (group, index) =>
        val classes = Files.createDirectories(Paths.get(work, s"classes$index"))
        val errors = Compiler.compile(group, classes)
        val libraries = new URLClassLoader(group.classpath.split(java.io.File.pathSeparator).filter(_.nonEmpty).map(path => Paths.get(path).toUri.toURL), ClassLoader.getPlatformClassLoader)
        group.scripts.foreach { script =>
          val fileErrors = errors.getOrElse(script.path, Nil)
          val (outcome, detail, line, printed) =
            if (fileErrors.nonEmpty) ("not-run", "", 0, "")
            else Sandbox.run(script, new URLClassLoader(Array(classes.toUri.toURL), libraries), limit)
          out.write(Json.obj(
            "file" -> Json.str(script.path),
            "errors" -> Json.arr(fileErrors.map { case (offset, message) => Json.arr(List(offset.toString, Json.str(message))) }),
            "outcome" -> Json.str(outcome),
            "detail" -> Json.str(detail),
            "line" -> line.toString,
            "output" -> Json.str(printed),
          ))
          out.write('\n')
          out.flush()
        }
      }
    } finally out.close()
    // Threads a script left running must not keep this JVM alive.
    Sandbox.release()
    System.exit(0)
  }
}

/** The scripts of a group compiled into `classes`: their errors by file, none when all compiled. */
object Compiler {
  def compile(group: ScriptRunner.Group, classes: Path): Map[String, List[(Int, String)]] = {
    val first = run(group, group.scripts.map(_.path), classes)
    // A run with errors writes no classes: compile the others again, without the scripts that failed.
    if (first.isEmpty) first
    else {
      val rest = group.scripts.map(_.path).filterNot(first.contains)
      if (rest.nonEmpty) run(group, rest, classes)
      first
    }
  }

  private def run(group: ScriptRunner.Group, files: Seq[String], classes: Path): Map[String, List[(Int, String)]] = {
    val settings = new Settings(error => throw new IllegalArgumentException(error))
    settings.usejavacp.value = false
    settings.classpath.value = group.classpath
    settings.outdir.value = classes.toString
    settings.processArguments(group.options.toList, processAll = true)
    val reporter = new StoreReporter(settings)
    val global = new Global(settings, reporter)
    val run = new global.Run
    run.compileSources(files.toList.map(path => new BatchSourceFile(path, new String(Files.readAllBytes(Paths.get(path)), UTF_8))))
    val errors = reporter.infos.toList.filter(info => info.severity == reporter.ERROR)
    val unplaced = errors.filterNot(_.pos.isDefined)
    if (unplaced.nonEmpty) throw new IllegalStateException(unplaced.map(_.msg).mkString("errors outside the scripts:\n", "\n", ""))
    errors.groupBy(_.pos.source.file.path).map { case (path, infos) => path -> infos.map(info => (info.pos.point, info.msg)) }
  }
}

/** Runs one script at a time as its own JVM would, and catches what would end that JVM. */
object Sandbox {
  final class Exit(val status: Int) extends SecurityException(s"System.exit($status)")

  @volatile private var trapping = false
  @volatile private var exitStatus: Option[Int] = None
  private val realOut = System.out
  private val realErr = System.err
  @volatile private var buffer = new ByteArrayOutputStream()

  /** What a script prints goes to its own buffer; the runner's output is a file. */
  private object Switch extends OutputStream {
    def write(b: Int): Unit = buffer.write(b)
    override def write(bytes: Array[Byte], offset: Int, length: Int): Unit = buffer.write(bytes, offset, length)
  }

  def install(): Unit = {
    val stream = new PrintStream(Switch, true, "UTF-8")
    System.setOut(stream)
    System.setErr(stream)
    System.setSecurityManager(new SecurityManager {
      override def checkPermission(permission: Permission): Unit = ()
      override def checkPermission(permission: Permission, context: AnyRef): Unit = ()
      override def checkExit(status: Int): Unit =
        if (trapping) {
          exitStatus = exitStatus.orElse(Some(status))
          throw new Exit(status)
        }
    })
  }

  def release(): Unit = {
    trapping = false
    System.setOut(realOut)
    System.setErr(realErr)
  }

  /** The outcome, what it says, the script's line an exception was thrown at (0: none) and the last lines printed. */
  def run(script: ScriptRunner.Script, loader: URLClassLoader, limit: Long): (String, String, Int, String) = {
    buffer = new ByteArrayOutputStream()
    exitStatus = None
    // Threads the script starts are in its group, and so are the threads those start.
    val group = new ThreadGroup(s"script ${script.mainClass}")
    @volatile var failure: Option[Throwable] = None
    val main = new Thread(group, () => {
      try {
        val mainClass = Class.forName(script.mainClass, true, loader)
        mainClass.getMethod("main", classOf[Array[String]]).invoke(null, Array.empty[String])
      } catch {
        case error: InvocationTargetException => failure = Some(error.getCause)
        case error: Throwable => failure = Some(error)
      }
    }, "main")
    main.setContextClassLoader(loader)
    val deadline = System.currentTimeMillis() + limit
    trapping = true
    main.start()
    main.join(limit)
    val result =
      if (main.isAlive) ("running", at(main, script.mainClass), 0)
      else exitOf(failure) match {
        case Some(0) => ("ended", "", 0)
        case Some(status) => ("exited", status.toString, 0)
        case None =>
          val left = waitForThreads(group, deadline)
          failure match {
            case Some(error) if left.isEmpty => ("threw", error.toString, lineOf(error, script.mainClass))
            case _ if left.nonEmpty => ("threads", left.map(thread => thread.getName + at(thread, script.mainClass)).mkString(", "), 0)
            case _ => ("ended", "", 0)
          }
      }
    trapping = false
    // A main thread that is still running is stopped where the JVM allows it, so that it holds no
    // CPU for the next script; a pool's idle threads only wait (stopped, a pool would start others).
    if (main.isAlive) stop(main)
    val printed = new String(buffer.toByteArray, UTF_8)
    (result._1, result._2, result._3, printed.linesIterator.toList.takeRight(40).mkString("\n"))
  }

  private def exitOf(failure: Option[Throwable]): Option[Int] = {
    def cause(error: Throwable): Option[Exit] = error match {
      case null => None
      case exit: Exit => Some(exit)
      case other => cause(other.getCause)
    }
    exitStatus.orElse(failure.flatMap(cause).map(_.status))
  }

  /** The non-daemon threads the script started that are still alive at the deadline. */
  private def waitForThreads(group: ThreadGroup, deadline: Long): List[Thread] = {
    def left = {
      val threads = new Array[Thread](group.activeCount() * 2 + 16)
      threads.take(group.enumerate(threads, true)).filter(thread => thread.isAlive && !thread.isDaemon).toList
    }
    var threads = left
    while (threads.nonEmpty && System.currentTimeMillis() < deadline && exitStatus.isEmpty) {
      threads.head.join(math.max(1L, deadline - System.currentTimeMillis()))
      threads = left
    }
    if (exitStatus.isDefined) Nil else threads
  }

  /** Where a thread is: the script's own line when it is in the script's code, else its top frame. */
  private def at(thread: Thread, mainClass: String): String = {
    val frames = thread.getStackTrace
    val own = frames.find(_.getClassName.startsWith(mainClass.takeWhile(_ != '.') + "."))
    own.map(frame => s" (at its line ${frame.getLineNumber})").orElse(frames.headOption.map(frame => s" (at ${frame.getClassName}.${frame.getMethodName})")).getOrElse("")
  }

  /** The script's own line the exception came from, 0 when no frame of the script has one. */
  private def lineOf(error: Throwable, mainClass: String): Int = {
    val scriptPackage = mainClass.takeWhile(_ != '.') + "."
    error.getStackTrace.find(_.getClassName.startsWith(scriptPackage)).map(_.getLineNumber).filter(_ > 0).getOrElse(0)
  }

  @annotation.nowarn("cat=deprecation")
  private def stop(thread: Thread): Unit = {
    thread.interrupt()
    try thread.stop()
    catch { case _: UnsupportedOperationException => () }
  }
}
