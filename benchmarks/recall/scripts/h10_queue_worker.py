# classes: 7 2
"""Request queue drained by a worker that batches whatever is waiting."""
import queue

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "openai-community/gpt2-medium"
DRAFT = "distilbert/distilgpt2"
MAX_BATCH = 4

requests = queue.Queue()


class Worker:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(MAIN)
        self.tokenizer.pad_token = self.tokenizer.eos_token
        self.tokenizer.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(MAIN).eval()
        self.assistant = AutoModelForCausalLM.from_pretrained(DRAFT).eval()

    def take_batch(self):
        batch = [requests.get()]
        while len(batch) < MAX_BATCH:
            try:
                batch.append(requests.get_nowait())
            except queue.Empty:
                break
        return batch

    def run_once(self):
        batch = self.take_batch()
        enc = self.tokenizer([r["prompt"] for r in batch], return_tensors="pt", padding=True)
        with torch.inference_mode():
            out = self.model.generate(
                **enc,
                assistant_model=self.assistant,
                max_new_tokens=6,
                pad_token_id=self.tokenizer.eos_token_id,
            )
        for req, ids in zip(batch, out):
            req["result"] = self.tokenizer.decode(ids, skip_special_tokens=True)
        return batch


def drain(worker):
    done = []
    while not requests.empty():
        done.extend(worker.run_once())
    return done


if __name__ == "__main__":
    for p in ["Once upon a time", "The weather today is", "In 1969 the first"]:
        requests.put({"prompt": p})
    for r in drain(Worker()):
        print(r["result"])
