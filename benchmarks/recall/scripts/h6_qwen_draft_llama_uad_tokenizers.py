"""Universal assisted decoding: Qwen2.5-1.5B-Instruct target, SmolLM2-135M draft, both tokenizers passed."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M"


def load_pair():
    tok = AutoTokenizer.from_pretrained(TARGET_ID)
    draft_tok = AutoTokenizer.from_pretrained(DRAFT_ID)
    target = AutoModelForCausalLM.from_pretrained(TARGET_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    return tok, draft_tok, target, draft


def main():
    tok, draft_tok, target, draft = load_pair()
    prompt = "once upon a time there lived a king"
    inputs = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = target.generate(
            **inputs,
            assistant_model=draft,
            tokenizer=tok,
            assistant_tokenizer=draft_tok,
            max_new_tokens=5,
            do_sample=False,
        )
    print(tok.batch_decode(out, skip_special_tokens=True)[0])


if __name__ == "__main__":
    main()
