# classes: 7 3
"""Per-request generation settings kept in a ContextVar, read deep inside the model wrapper."""
import contextvars

from transformers import AutoModelForCausalLM, AutoTokenizer

GEN_SETTINGS = contextvars.ContextVar("gen_settings", default={"max_new_tokens": 6})


class Model:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        self.lm = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        self.draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

    def generate(self, text):
        settings = GEN_SETTINGS.get()
        enc = self.tok(text, return_tensors="pt")
        return self.tok.batch_decode(self.lm.generate(**enc, assistant_model=self.draft, **settings))


def handle_request(m, text, n):
    token = GEN_SETTINGS.set({"max_new_tokens": 6, "do_sample": n > 1, "num_return_sequences": n})
    try:
        return m.generate(text)
    finally:
        GEN_SETTINGS.reset(token)


m = Model()
print(m.generate("hi"))
print(handle_request(m, "give me options", 2))
