# classes: 8 6
"""Fine-tune GPT-2 for a step and save it with the decoding settings tuned on the dev set.

The best dev setting was sampling with a low temperature, written into the generation config
that ships with the checkpoint.
"""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "openai-community/gpt2"
BEST = {"do_sample": True, "temperature": 0.3, "max_new_tokens": 20}


def step(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=5e-5)
    batch = tok("The weather today is sunny.", return_tensors="pt")
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    step(model, tok)
    model.generation_config.update(**BEST)
    with tempfile.TemporaryDirectory() as out_dir:
        model.save_pretrained(out_dir)
        reloaded = AutoModelForCausalLM.from_pretrained(out_dir)
    inputs = tok("The weather tomorrow", return_tensors="pt")
    print(tok.decode(reloaded.generate(**inputs)[0]))


if __name__ == "__main__":
    main()
