# classes: 7
"""Batch inference with a DataLoader: the collate function keeps each record's id next to the
tensors so the outputs can be written back under the right key."""
import json
import tempfile
from pathlib import Path

from torch.utils.data import DataLoader, Dataset
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"


class PromptFile(Dataset):
    def __init__(self, path):
        self.rows = [json.loads(l) for l in Path(path).read_text().splitlines() if l.strip()]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, idx):
        return self.rows[idx]


class Collator:
    def __init__(self, tokenizer, max_length=32):
        self.tokenizer = tokenizer
        self.max_length = max_length

    def __call__(self, rows):
        batch = self.tokenizer(
            [r["text"] for r in rows], padding=True, truncation=True, max_length=self.max_length, return_tensors="pt"
        )
        batch["ids"] = [r["uid"] for r in rows]
        return batch


def main():
    tmp = Path(tempfile.mkdtemp())
    data = tmp / "prompts.jsonl"
    data.write_text("\n".join(json.dumps({"uid": f"r{i}", "text": t}) for i, t in enumerate(
        ["hello world", "tell me a story about dogs", "the king and the queen", "red green blue"])))
    tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    loader = DataLoader(PromptFile(data), batch_size=2, collate_fn=Collator(tok))
    results = {}
    for batch in loader:
        ids = batch.pop("ids")
        out = model.generate(**batch, max_new_tokens=4, do_sample=False)
        for uid, seq in zip(ids, tok.batch_decode(out, skip_special_tokens=True)):
            results[uid] = seq
    (tmp / "out.json").write_text(json.dumps(results, indent=1))
    print(results)


if __name__ == "__main__":
    main()
