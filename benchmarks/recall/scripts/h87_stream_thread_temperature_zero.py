# classes: 7 3
"""A streaming chat endpoint: generate runs in a worker thread feeding a TextIteratorStreamer, the
handler yields text chunks; an error in the worker is re-raised in the caller. Clients send
temperature=0 to mean "deterministic", and the handler always samples."""
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
    errors = []

    def worker():
        try:
            model.generate(
                **inputs,
                streamer=streamer,
                do_sample=True,
                temperature=settings["temperature"],
                top_p=settings["top_p"],
                max_new_tokens=settings["max_new_tokens"],
            )
        except Exception as exc:  # hand the error to the request thread
            errors.append(exc)
            streamer.end()

    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    for chunk in streamer:
        yield chunk
    thread.join()
    if errors:
        raise errors[0]


if __name__ == "__main__":
    history = [{"role": "user", "content": "tell me a story about dogs"}]
    print("".join(stream_chat(history)))
    print("".join(stream_chat(history, temperature=0.0)))
