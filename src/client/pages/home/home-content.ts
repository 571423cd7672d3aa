/** The words of the home page; kept apart from its markup so both stay short. */
export const features = [
  {
    title: 'Write the logic once',
    body: 'Describe side effects against an abstract F[_] with type classes such as Fx, and choose the effect library where the program starts.',
  },
  {
    title: 'Run it on Cats Effect or Monix',
    body: 'Instances for Cats Effect 2, Cats Effect 3 and Monix 3 ship as separate modules, so a service can move between them without rewriting its code.',
  },
  {
    title: 'Handle errors in the type',
    body: 'CanCatch, CanHandleError and CanRecover turn thrown exceptions into Either values and recover from them, without leaving the abstract effect.',
  },
] as const;

export const sample = {
  caption: 'A repository that works with any effect that has an Fx instance',
  code: `import effectie.core.Fx

final case class User(id: Long, name: String)

trait UserRepository[F[_]] {
  def find(id: Long): F[Option[User]]
}

object UserRepository {
  def inMemory[F[_]: Fx](users: Map[Long, User]): UserRepository[F] =
    new UserRepository[F] {
      def find(id: Long): F[Option[User]] =
        Fx[F].effectOf(users.get(id))
    }
}`,
} as const;
