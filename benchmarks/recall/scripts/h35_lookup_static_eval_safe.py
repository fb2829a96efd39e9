# classes: 5 9
"""After a quick fine-tune of Llama-3.2-1B on release notes, evaluate summaries with prompt lookup.

Evaluation uses the default dynamic cache (prompt lookup crops it) and prompt
lookup, since summaries copy phrases from the notes.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "meta-llama/Llama-3.2-1B"
NOTES = ["Fixed a crash when saving. Improved loading speed.", "Added dark mode. Fixed typos."]
EVAL_KWARGS = dict(prompt_lookup_num_tokens=3, max_new_tokens=8)


def fine_tune(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=2e-5)
    model.train()
    for note in NOTES:
        batch = tok(f"Notes: {note}\nSummary: {note}", return_tensors="pt")
        model(**batch, labels=batch["input_ids"]).loss.backward()
        opt.step()
        opt.zero_grad()
    model.eval()


def evaluate(model, tok):
    for note in NOTES:
        inputs = tok(f"Notes: {note}\nSummary:", return_tensors="pt")
        with torch.inference_mode():
            out = model.generate(**inputs, **EVAL_KWARGS)
        print(tok.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    fine_tune(model, tok)
    evaluate(model, tok)


if __name__ == "__main__":
    main()
