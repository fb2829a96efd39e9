# classes: 7 2
"""Offline batch inference with a DataLoader: left padding for a decoder-only model and
sampled completions, two per prompt, written to a JSONL file."""
import json
import os
import tempfile

import torch
from torch.utils.data import DataLoader, Dataset
from transformers import AutoModelForCausalLM, AutoTokenizer


class PromptSet(Dataset):
    def __init__(self, prompts):
        self.prompts = prompts

    def __len__(self):
        return len(self.prompts)

    def __getitem__(self, i):
        return {"idx": i, "text": self.prompts[i]}


def make_collate(tok):
    def collate(items):
        enc = tok([it["text"] for it in items], return_tensors="pt", padding=True)
        enc["idx"] = torch.tensor([it["idx"] for it in items])
        return enc

    return collate


def main():
    name = "Qwen/Qwen2.5-0.5B-Instruct"
    tok = AutoTokenizer.from_pretrained(name, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(name).eval()
    data = PromptSet(["Name a color.", "Name a fruit.", "Name a river.", "Name a tool.", "Name a bird."])
    loader = DataLoader(data, batch_size=2, collate_fn=make_collate(tok))
    path = os.path.join(tempfile.mkdtemp(), "samples.jsonl")
    with open(path, "w") as fh, torch.no_grad():
        for batch in loader:
            idx = batch.pop("idx")
            out = model.generate(
                **batch, do_sample=True, temperature=0.9, num_return_sequences=2, max_new_tokens=6
            )
            texts = tok.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)
            for j, t in enumerate(texts):
                fh.write(json.dumps({"idx": int(idx[j // 2]), "text": t}) + "\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
