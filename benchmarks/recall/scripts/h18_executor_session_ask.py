# classes: 7 5
"""Sessions served from a thread pool; the future re-raises what the session's ask() raised."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")


class Session:
    def __init__(self, **settings):
        self.settings = {"max_new_tokens": 5, **settings}
        self.messages, self.past = [], None

    def ask(self, text):
        self.messages.append({"role": "user", "content": text})
        enc = tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**enc, past_key_values=self.past, return_dict_in_generate=True, **self.settings)
        self.past = out.past_key_values
        self.messages.append({"role": "assistant", "content": tok.decode(out.sequences[0, enc["input_ids"].shape[1]:])})
        return self.messages[-1]["content"]


session = Session(cache_implementation="static")
with ThreadPoolExecutor(max_workers=1) as pool:
    for question in ["hello", "what is a lake"]:
        print(pool.submit(session.ask, question).result())
