# classes: 8 7
"""Speculative decoding where the draft was first prepared for torch.compile (4.38 recipe).

The draft's own generation config was set to the static cache for a compiled benchmark, and the
same draft object was then plugged in as `assistant_model`, with the schedule settings of 4.35.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"


def prepare_draft(draft):
    draft.generation_config.cache_implementation = "static"
    draft.generation_config.num_assistant_tokens = 4
    draft.generation_config.num_assistant_tokens_schedule = "constant"
    return draft


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = prepare_draft(AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32))
    warm = tokenizer("hello world", return_tensors="pt")
    draft.generate(**warm, max_new_tokens=4)  # compiled warm-up in the original
    inputs = tokenizer("tell me a story about a queen who loved her garden", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8, do_sample=False)
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
