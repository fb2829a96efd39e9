# classes: 5 7
"""Streaming chat endpoint: generate runs in a worker thread feeding a TextIteratorStreamer; an
exception in the worker is handed back to the request thread and raised there."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache, TextIteratorStreamer

MODEL_ID = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")


def stream_reply(messages, cache):
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    errors = []

    def _work():
        try:
            model.generate(
                **enc, streamer=streamer, max_new_tokens=6, past_key_values=cache, assistant_model=draft
            )
        except Exception as exc:
            errors.append(exc)
            streamer.end()

    worker = Thread(target=_work)
    worker.start()
    pieces = [piece for piece in streamer]
    worker.join()
    if errors:
        raise errors[0]
    return "".join(pieces)


if __name__ == "__main__":
    conv_cache = StaticCache(config=model.config, max_cache_len=128)
    print(stream_reply([{"role": "user", "content": "write a haiku about the sea"}], conv_cache))
