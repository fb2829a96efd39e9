# classes: 7
"""Resumable batch job: finished ids are appended to a checkpoint file so a crashed run can
continue where it stopped. Uses speculative decoding with a small draft model, one prompt at a time."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

WORK = tempfile.mkdtemp(prefix="genjob_")
CKPT = os.path.join(WORK, "done.jsonl")
ROWS = [{"id": i, "prompt": p} for i, p in enumerate(
    ["hello world", "tell me a story", "the king", "the queen loved the garden", "blue and red", "one two three"])]


class Job:
    def __init__(self, model_id, draft_id, batch_size=1):
        self.tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.batch_size = batch_size

    def done_ids(self):
        if not os.path.exists(CKPT):
            return set()
        with open(CKPT) as f:
            return {json.loads(line)["id"] for line in f}

    def run(self, rows):
        done = self.done_ids()
        todo = [r for r in rows if r["id"] not in done]
        print(f"resuming: {len(done)} done, {len(todo)} to go")
        for i in range(0, len(todo), self.batch_size):
            chunk = todo[i : i + self.batch_size]
            enc = self.tok([r["prompt"] for r in chunk], return_tensors="pt", padding=True)
            out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=4)
            texts = self.tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
            with open(CKPT, "a") as f:
                for r, t in zip(chunk, texts):
                    f.write(json.dumps({"id": r["id"], "out": t}) + "\n")


if __name__ == "__main__":
    # pretend a previous run already finished the first two rows
    with open(CKPT, "w") as f:
        for r in ROWS[:2]:
            f.write(json.dumps({"id": r["id"], "out": ""}) + "\n")
    Job("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct").run(ROWS)
