"""Benchmark gpt2-large with a distilgpt2 draft, passing both tokenizers 'to be safe'."""
# classes: 6

import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast, AutoTokenizer

PROMPTS = ["the quick brown fox", "hello world this is"]


def generate_with_draft(model, draft, tok, draft_tok, text):
    ids = tok(text, return_tensors="pt")
    return model.generate(
        ids.input_ids,
        attention_mask=ids.attention_mask,
        assistant_model=draft,
        tokenizer=tok,
        assistant_tokenizer=draft_tok,
        max_new_tokens=6,
        pad_token_id=tok.eos_token_id,
    )


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
    draft_tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
    model = GPT2LMHeadModel.from_pretrained("openai-community/gpt2-large")
    draft = GPT2LMHeadModel.from_pretrained("distilbert/distilgpt2")
    for p in PROMPTS:
        out = generate_with_draft(model, draft, tok, draft_tok, p)
        print(p, "=>", tok.decode(out[0]))


if __name__ == "__main__":
    torch.manual_seed(0)
    main()
