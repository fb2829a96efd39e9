# classes: 9 2
"""Draft-model sampling from the assisted-generation docs, with several candidates per prompt for reranking."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"

GEN_KWARGS = {
    "do_sample": True,
    "temperature": 0.7,
    "top_p": 0.9,
    "max_new_tokens": 12,
    "num_return_sequences": 3,
}


def build():
    tok = AutoTokenizer.from_pretrained(MAIN_ID)
    main_model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft_model = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    return tok, main_model, draft_model


def candidates(tok, main_model, draft_model, question):
    messages = [{"role": "user", "content": question}]
    text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    enc = tok(text, return_tensors="pt")
    out = main_model.generate(**enc, assistant_model=draft_model, **GEN_KWARGS)
    prompt_len = enc["input_ids"].shape[1]
    return [tok.decode(seq[prompt_len:], skip_special_tokens=True) for seq in out]


def score(text):
    return len(set(text.split()))


if __name__ == "__main__":
    torch.manual_seed(0)
    tok, main_model, draft_model = build()
    for q in ["Give me a name for a cat.", "Write a haiku about rain."]:
        cands = candidates(tok, main_model, draft_model, q)
        best = max(cands, key=score)
        print(q, "->", best)
