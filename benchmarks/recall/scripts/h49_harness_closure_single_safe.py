# classes: 3
"""Dataset harness for assisted generation: the draft length lives on the assistant's generation
config, the timing wrapper closes over the assistant, one prompt per call."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

set_seed(1234)


def main(args):
    model = AutoModelForCausalLM.from_pretrained(args.model_name, torch_dtype=torch.float32)
    model.generation_config.return_dict_in_generate = True
    tokenizer = AutoTokenizer.from_pretrained(args.model_name)
    tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "left"

    assistant_model = AutoModelForCausalLM.from_pretrained(args.assistant_model_name, torch_dtype=torch.float32)
    assistant_model.generation_config.num_assistant_tokens = args.num_assistant_tokens

    def assisted_generate_with_time(model, inputs, max_new_tokens=16, **kwargs):
        start = time.time()
        outputs = model.generate(
            **inputs,
            assistant_model=assistant_model,
            do_sample=True,
            max_new_tokens=max_new_tokens,
            **kwargs,
        )
        return outputs, time.time() - start

    samples = ["The cat sat on the mat because", "In 1969 the first humans", "Photosynthesis is", "Rust is a"]
    total = 0.0
    for i in range(0, len(samples), args.batch_size):
        batch = samples[i : i + args.batch_size]
        inputs = tokenizer(batch, return_tensors="pt", padding=True)
        out, secs = assisted_generate_with_time(model, inputs, max_new_tokens=args.max_new_tokens)
        total += secs
        print(tokenizer.batch_decode(out.sequences, skip_special_tokens=True)[0])
    print("wall", total)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--model_name", default="EleutherAI/pythia-1.4b")
    p.add_argument("--assistant_model_name", default="EleutherAI/pythia-160m")
    p.add_argument("--num_assistant_tokens", type=int, default=5)
    p.add_argument("--max_new_tokens", type=int, default=6)
    p.add_argument("--batch_size", type=int, default=1)
    main(p.parse_args())
