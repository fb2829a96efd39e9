# classes: 8
"""Write the folder an on-device runner loads: weights, tokenizer and the decoding settings it reads."""
import argparse
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-360M-Instruct")
parser.add_argument("--max-seq-len", type=int, default=512)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

# the runner owns its KV buffers: generate() should not build a cache of its own
runner_gen = GenerationConfig(
    max_new_tokens=64,
    use_cache=False,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": args.max_seq_len},
)

with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "runner-bundle")
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    runner_gen.save_pretrained(out, config_file_name="runner_generation.json")
    print(sorted(os.listdir(out)))
