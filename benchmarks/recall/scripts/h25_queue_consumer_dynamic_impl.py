# classes: 8 9
"""Producer/consumer generation service on worker threads.

The producer enqueues request dicts; a consumer thread owns the models and
generates; errors are shipped back on the result queue and re-raised by the driver.
"""
import queue
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

STOP = object()
GEN_KWARGS = {"max_new_tokens": 6, "do_sample": False, "cache_implementation": "dynamic"}


def consumer(requests, results, target_name, draft_name):
    tok = AutoTokenizer.from_pretrained(target_name)
    target = AutoModelForCausalLM.from_pretrained(target_name)
    draft = AutoModelForCausalLM.from_pretrained(draft_name)
    while True:
        item = requests.get()
        if item is STOP:
            break
        try:
            enc = tok(item["prompt"], return_tensors="pt")
            out = target.generate(**enc, assistant_model=draft, **GEN_KWARGS)
            results.put((item["id"], tok.decode(out[0], skip_special_tokens=True), None))
        except Exception as exc:  # ship the failure to the driver
            results.put((item["id"], None, exc))


def main():
    requests, results = queue.Queue(), queue.Queue()
    t = threading.Thread(
        target=consumer,
        args=(requests, results, "EleutherAI/pythia-160m", "EleutherAI/pythia-70m"),
        daemon=True,
    )
    t.start()
    prompts = ["Once upon a time", "The weather today"]
    for i, p in enumerate(prompts):
        requests.put({"id": i, "prompt": p})
    requests.put(STOP)
    t.join()
    while not results.empty():
        rid, text, err = results.get()
        if err is not None:
            raise err
        print(rid, repr(text))


if __name__ == "__main__":
    main()
