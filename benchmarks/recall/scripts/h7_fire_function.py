"""fire.Fire entry point that answers a list of prompts at once with a draft model."""
# classes: 3 9
import fire
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = (
    "tell me a story about cats",
    "once upon a time there lived a queen who loved her garden",
)


def answer(
    model_name="meta-llama/Llama-3.2-1B",
    draft_name="meta-llama/Llama-3.2-1B-Instruct",
    prompts=PROMPTS,
    max_new_tokens=5,
    greedy=True,
):
    tok = AutoTokenizer.from_pretrained(model_name)
    tok.padding_side = "left"
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(model_name)
    draft = AutoModelForCausalLM.from_pretrained(draft_name)

    batch = tok(list(prompts), return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(
            **batch,
            assistant_model=draft,
            do_sample=not greedy,
            max_new_tokens=max_new_tokens,
            pad_token_id=tok.pad_token_id,
        )
    texts = tok.batch_decode(out, skip_special_tokens=True)
    for p, t in zip(prompts, texts):
        print(f"{p!r} -> {t!r}")
    return len(texts)


if __name__ == "__main__":
    fire.Fire(answer)
