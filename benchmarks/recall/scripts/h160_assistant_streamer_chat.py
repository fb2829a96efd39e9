# classes: 9 6
"""Streaming chat with assisted generation: the draft model is loaded once, generate runs in
`Thread(target=model.generate, kwargs=generation_kwargs)` and the reply is read from a
TextIteratorStreamer."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def chat(history, user_message):
    history = history + [{"role": "user", "content": user_message}]
    inputs = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True, timeout=60)
    generation_kwargs = dict(inputs, streamer=streamer, assistant_model=draft, max_new_tokens=6, do_sample=False)
    thread = Thread(target=model.generate, kwargs=generation_kwargs)
    thread.start()
    reply = "".join(streamer)
    thread.join()
    return history + [{"role": "assistant", "content": reply}]


if __name__ == "__main__":
    h = chat([], "hello")
    h = chat(h, "tell me a story")
    print(h)
