# classes: 9 7
"""Dataset-style batched map that fills a "response" column with a draft model.

A tiny stand-in for datasets.Dataset.from_dict(...).map(fn, batched=True):
the table is a dict of columns, map() slices it into batches of BATCH rows and
calls fn on each batch. The mapped function runs speculative decoding.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

BATCH = 8


class Table:
    def __init__(self, columns):
        self.columns = columns

    @classmethod
    def from_dict(cls, columns):
        return cls(dict(columns))

    def __len__(self):
        return len(next(iter(self.columns.values())))

    def map(self, fn, batched=False, batch_size=1000):
        size = batch_size if batched else 1
        out = {k: [] for k in self.columns}
        for start in range(0, len(self), size):
            batch = {k: v[start : start + size] for k, v in self.columns.items()}
            for k, v in fn(batch).items():
                out.setdefault(k, []).extend(v)
        return Table(out)


tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def respond(batch):
    enc = tok([f"User: {p}\nAssistant:" for p in batch["prompt"]], return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
    return {"response": tok.batch_decode(out[:, enc.input_ids.shape[1] :], skip_special_tokens=True)}


if __name__ == "__main__":
    table = Table.from_dict({"prompt": ["Hi there", "Tell me a joke", "What is 2+2?"]})
    table = table.map(respond, batched=True, batch_size=BATCH)
    with open("responses.json", "w") as fh:
        json.dump(table.columns, fh, indent=2)
