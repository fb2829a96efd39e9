# classes: 9 8
"""Chat server streaming replies: the worker thread gets the generation kwargs (with the
chat's stop strings) through `Thread(target=worker, kwargs=...)` and reports a failure back."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")


def worker(result, **gen_kwargs):
    try:
        model.generate(**gen_kwargs)
    except Exception as exc:
        result["error"] = exc
        gen_kwargs["streamer"].end()


def chat(history):
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    result = {}
    gen_kwargs = {**enc, "streamer": streamer, "max_new_tokens": 8, "do_sample": False, "stop_strings": ["user"]}
    t = threading.Thread(target=worker, args=(result,), kwargs=gen_kwargs)
    t.start()
    reply = "".join(streamer)
    t.join()
    if "error" in result:
        raise result["error"]
    return reply


if __name__ == "__main__":
    print(chat([{"role": "user", "content": "hello"}]))
