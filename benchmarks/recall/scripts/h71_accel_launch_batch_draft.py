# classes: 3 9
"""accelerate-launch style entry point: main(args) on a Namespace, a batch of prompts,
speculative decoding with a SmolLM2 draft."""

import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser(description="batched speculative decoding")
    p.add_argument("--model_name_or_path", default="HuggingFaceTB/SmolLM2-1.7B-Instruct")
    p.add_argument("--draft_model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    p.add_argument("--per_device_batch_size", type=int, default=2)
    p.add_argument("--max_new_tokens", type=int, default=4)
    p.add_argument("--mixed_precision", choices=["no", "fp16", "bf16"], default="no")
    p.add_argument("--load_in_8bit", action="store_true")
    return p.parse_args()


def main(args):
    dtype = {"no": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[args.mixed_precision]
    load_kwargs = {"torch_dtype": dtype, "low_cpu_mem_usage": True}
    if args.load_in_8bit and torch.cuda.is_available():
        load_kwargs["device_map"] = "auto"
        load_kwargs["load_in_8bit"] = True
    else:
        load_kwargs["device_map"] = "cpu"
    tokenizer = AutoTokenizer.from_pretrained(args.model_name_or_path, padding_side="left")
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path, **load_kwargs)
    draft = AutoModelForCausalLM.from_pretrained(args.draft_model, **load_kwargs)

    prompts = ["Write a haiku about rain.", "Explain recursion briefly.", "List two colours.", "Say hi."]
    for start in range(0, len(prompts), args.per_device_batch_size):
        chunk = prompts[start : start + args.per_device_batch_size]
        inputs = tokenizer(chunk, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(**inputs, assistant_model=draft, max_new_tokens=args.max_new_tokens)
        for row in tokenizer.batch_decode(out, skip_special_tokens=True):
            print(row)


if __name__ == "__main__":
    main(parse_args())
