# classes: 7
"""Websocket-style handler: queued prompts are streamed one at a time, each through its own
TextIteratorStreamer fed by Thread(target=model.generate, kwargs=gen_kwargs)."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def stream_one(prompt):
    inputs = tok(prompt, return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True, timeout=60.0)
    gen_kwargs = dict(inputs, streamer=streamer, max_new_tokens=6, eos_token_id=[tok.eos_token_id, tok.pad_token_id])
    thread = Thread(target=model.generate, kwargs=gen_kwargs)
    thread.start()
    for chunk in streamer:
        yield chunk
    thread.join()


def handle_socket(queued_prompts):
    return {p: "".join(stream_one(p)) for p in queued_prompts}


if __name__ == "__main__":
    print(handle_socket(["hello world", "tell me a story about dogs"]))
