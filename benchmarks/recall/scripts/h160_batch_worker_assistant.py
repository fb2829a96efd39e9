# classes: 2 6
"""Request queue with a batching worker: requests are collected from a queue.Queue, up to
MAX_BATCH prompts are padded together and generated with the module-level draft model; each
request gets its text (or the worker's exception) back through its own reply slot."""
import queue
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_BATCH = 4
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
requests = queue.Queue()


def batching_worker():
    batch = []
    while True:
        item = requests.get()
        if item is not None:
            batch.append(item)
        if batch and (item is None or len(batch) == MAX_BATCH or requests.empty()):
            prompts = [prompt for prompt, _ in batch]
            try:
                enc = tok(prompts, return_tensors="pt", padding=True)
                out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False)
                texts = tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
                for (_, reply), text in zip(batch, texts):
                    reply.put(text)
            except Exception as exc:
                for _, reply in batch:
                    reply.put(exc)
            batch = []
        if item is None:
            return


if __name__ == "__main__":
    replies = []
    for prompt in ["hello world", "the quick fox", "tell me a story"]:
        reply = queue.Queue()
        requests.put((prompt, reply))
        replies.append(reply)
    requests.put(None)
    worker = threading.Thread(target=batching_worker)
    worker.start()
    worker.join()
    for reply in replies:
        result = reply.get()
        if isinstance(result, Exception):
            raise result
        print(result)
