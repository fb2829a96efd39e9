# classes: 5 7
"""Inference server core: one worker thread drains a request queue; results and exceptions travel
back on a response queue and the caller raises what the worker caught."""
import queue
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

requests, responses = queue.Queue(), queue.Queue()
GEN_KWARGS = {"max_new_tokens": 6, "assistant_model": draft, "do_sample": False}


def worker():
    while True:
        messages = requests.get()
        if messages is None:
            break
        try:
            enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
            out = model.generate(**enc, **GEN_KWARGS)
            responses.put(("ok", tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)))
        except Exception as exc:
            responses.put(("error", exc))


def submit(messages):
    requests.put(messages)
    status, payload = responses.get()
    if status == "error":
        raise payload
    return payload


if __name__ == "__main__":
    t = threading.Thread(target=worker, daemon=True)
    t.start()
    try:
        print(submit([{"role": "user", "content": "name a fruit"}]))
    finally:
        requests.put(None)
        t.join()
