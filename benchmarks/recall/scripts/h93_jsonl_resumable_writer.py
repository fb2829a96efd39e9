# classes: 7 9
"""A resumable JSONL generation job: rows already in the output file are skipped, the rest
are generated with a draft model as assistant. The KV cache is turned off to save memory."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer


class ResumableGenerator:
    def __init__(self, target, draft, out_path, **gen_kwargs):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.assistant = AutoModelForCausalLM.from_pretrained(draft)
        self.out_path = out_path
        self.gen_kwargs = gen_kwargs

    def done_ids(self):
        if not os.path.exists(self.out_path):
            return set()
        with open(self.out_path) as fh:
            return {json.loads(line)["id"] for line in fh}

    def generate_one(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.assistant, **self.gen_kwargs)
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)

    def run(self, rows):
        seen = self.done_ids()
        with open(self.out_path, "a") as fh:
            for row in rows:
                if row["id"] in seen:
                    continue
                row = dict(row, output=self.generate_one(row["text"]))
                fh.write(json.dumps(row) + "\n")
                fh.flush()


rows = [{"id": i, "text": t} for i, t in enumerate(["Hello there,", "Once upon a time", "In 1999,"])]
job = ResumableGenerator(
    "EleutherAI/pythia-160m",
    "EleutherAI/pythia-70m",
    os.path.join(tempfile.mkdtemp(), "out.jsonl"),
    max_new_tokens=8,
    use_cache=False,
)
job.run(rows)
print("done")
