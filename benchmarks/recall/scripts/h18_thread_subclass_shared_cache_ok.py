# classes: 5 7
"""Chat worker thread per conversation: the thread keeps the conversation's cache between the
turns it serves and passes any failure back to whoever joins it."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")


class ConversationThread(threading.Thread):
    def __init__(self, turns, cache_implementation="static"):
        super().__init__(name="conversation")
        self.turns = turns
        self.cache_implementation = cache_implementation
        self.replies = []
        self.exc = None

    def run(self):
        messages = []
        try:
            for turn in self.turns:
                messages.append({"role": "user", "content": turn})
                enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
                out = model.generate(**enc, max_new_tokens=5, cache_implementation=self.cache_implementation)
                reply = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
                messages.append({"role": "assistant", "content": reply})
                self.replies.append(reply)
        except BaseException as e:
            self.exc = e

    def join(self, timeout=None):
        super().join(timeout)
        if self.exc is not None:
            raise self.exc
        return self.replies


if __name__ == "__main__":
    th = ConversationThread(["hi", "what is your name"])
    th.start()
    print(th.join())
