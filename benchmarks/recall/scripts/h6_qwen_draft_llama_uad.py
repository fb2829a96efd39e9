"""Try a Llama-3.2-1B draft for Qwen2.5-1.5B-Instruct without telling generate about the tokenizers."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "meta-llama/Llama-3.2-1B"


class SpecDecoder:
    def __init__(self, target_id, draft_id):
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
        self.target.eval()
        self.draft.eval()

    def __call__(self, text, max_new_tokens=8):
        enc = self.tokenizer(text, return_tensors="pt")
        out = self.target.generate(
            **enc,
            assistant_model=self.draft,
            max_new_tokens=max_new_tokens,
            do_sample=False,
        )
        return self.tokenizer.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    decoder = SpecDecoder(TARGET_ID, DRAFT_ID)
    for question in ["hello world", "tell me about dogs"]:
        print(repr(question), "->", repr(decoder(question)))
