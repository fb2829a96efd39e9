# classes: 5 7
"""Low-latency streaming: a static cache for the main model and a draft model for speculative
decoding, both set through a generation kwargs builder."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def build_kwargs(enc, streamer, fast=True):
    kw = dict(enc, streamer=streamer, max_new_tokens=6)
    if fast:
        kw["cache_implementation"] = "static"
        kw["assistant_model"] = draft
    return kw


def run(prompt):
    enc = tok.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    failure = []

    def target():
        try:
            model.generate(**build_kwargs(enc, streamer))
        except Exception as e:
            failure.append(e)
            streamer.end()

    th = Thread(target=target)
    th.start()
    text = "".join(streamer)
    th.join()
    if failure:
        raise failure[0]
    return text


if __name__ == "__main__":
    print(run("hello"))
