# classes: 7 5
"""PropagatingThread: keeps sys.exc_info() of a failure and re-raises it from join()."""
import sys
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")


class PropagatingThread(threading.Thread):
    def run(self):
        self.exc_info = None
        try:
            self.ret = self._target(*self._args, **self._kwargs)
        except BaseException:
            self.exc_info = sys.exc_info()

    def join(self, timeout=None):
        super().join(timeout)
        if self.exc_info:
            raise self.exc_info[1].with_traceback(self.exc_info[2])
        return self.ret


def chat_turn(text, **kw):
    enc = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    return model.generate(**enc, assistant_model=draft, max_new_tokens=5, **kw)


t = PropagatingThread(target=chat_turn, args=("hello",), kwargs={"use_cache": False})
t.start()
print(t.join().shape)
