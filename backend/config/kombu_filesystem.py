"""kombu's filesystem broker, with messages that appear in the queue folder only once they are complete.

kombu writes a message straight under its final name (``<ms>_<uuid>.<queue>.msg``): it creates the file, then
writes the JSON. A consumer polling the folder takes any file whose name fits, without the writer's lock, so on a
busy machine it can take the file between the two steps, read nothing, and the worker stops on a JSON error
("Unrecoverable error: JSONDecodeError"). Seen in the test suite under load.

Here a message is written under a name no consumer matches (``....msg.part``) and renamed to its final name in one
step; a rename inside one folder is atomic, so a consumer sees either no file or the whole message. Everything else
(reading, exchanges, fanout) is kombu's own.

``config.celery_app`` makes ``filesystem://`` resolve to this transport in every process (web, worker, tests).
"""

from __future__ import annotations

import os
import uuid
from time import monotonic

from kombu.exceptions import ChannelError
from kombu.transport import filesystem
from kombu.utils.encoding import str_to_bytes
from kombu.utils.json import dumps

#: What ``filesystem://`` URLs resolve to (a kombu transport path).
TRANSPORT = "config.kombu_filesystem:Transport"


class Channel(filesystem.Channel):
    def _put(self, queue, payload, **kwargs):
        """Put `payload` onto `queue`: written aside, then renamed into the queue folder."""
        name = f"{int(round(monotonic() * 1000))}_{uuid.uuid4()}.{queue}.msg"
        final = os.path.join(self.data_folder_out, name)
        partial = f"{final}.part"
        try:
            with open(partial, "wb") as f:
                f.write(str_to_bytes(dumps(payload)))
            os.replace(partial, final)
        except OSError as exc:
            try:
                os.unlink(partial)
            except OSError:
                pass
            raise ChannelError(f"Cannot add file {final!r} to directory") from exc


class Transport(filesystem.Transport):
    Channel = Channel
