# classes: 7 3
"""A streaming chat endpoint: generate runs in a worker thread feeding a TextIteratorStreamer;
temperature=0 from the client switches sampling off instead of being passed through."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

DEFAULT_PARAMS = {"temperature": 0.7, "top_p": 0.9, "max_new_tokens": 8}


def stream_chat(messages, **params):
    settings = {**DEFAULT_PARAMS, **params}
    inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tokenizer, skip_prompt=True, skip_special_tokens=True, timeout=60)
    gen_kwargs = dict(inputs, streamer=streamer, max_new_tokens=settings["max_new_tokens"])
    if settings["temperature"] > 0:
        gen_kwargs.update(do_sample=True, temperature=settings["temperature"], top_p=settings["top_p"])
    else:
        gen_kwargs["do_sample"] = False
    thread = threading.Thread(target=model.generate, kwargs=gen_kwargs, daemon=True)
    thread.start()
    for chunk in streamer:
        yield chunk
    thread.join()


if __name__ == "__main__":
    history = [{"role": "user", "content": "tell me a story about dogs"}]
    print("".join(stream_chat(history)))
    print("".join(stream_chat(history, temperature=0.0)))
