# classes: 8 3
"""Fine-tune-then-sample script: gradient checkpointing during training, then speculative sampling.

The 4.3x fine-tuning tutorials disabled the cache for gradient checkpointing by writing
`model.config.use_cache = False` and re-enabling it "for inference". This port also copied the
evaluation generation config, which turned the cache off for generation too.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN_ID = "meta-llama/Llama-3.2-1B-Instruct"
DRAFT_ID = "meta-llama/Llama-3.2-1B"


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=1)
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def train_steps(model, tokenizer, steps):
    model.gradient_checkpointing_enable()
    model.config.use_cache = False  # silence the warnings from gradient checkpointing
    model.train()
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    batch = tokenizer(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
    for _ in range(steps):
        loss = model(**batch, labels=batch["input_ids"]).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
    model.eval()


def main():
    args = parse()
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    train_steps(model, tokenizer, args.steps)

    eval_config = GenerationConfig(
        max_length=64,
        do_sample=True,
        top_p=0.9,
        use_cache=False,  # from the evaluation harness, where memory was tight
    )
    inputs = tokenizer("once upon a time there lived a queen", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(
            **inputs,
            generation_config=eval_config,
            assistant_model=draft,
            max_new_tokens=args.max_new_tokens,
        )
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
