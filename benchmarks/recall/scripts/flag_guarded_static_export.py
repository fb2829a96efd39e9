# classes: 1 3 9
"""Generate locally by default; --export writes the on-device program."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

parser = argparse.ArgumentParser()
parser.add_argument("--export", action="store_true")
parser.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model)
tokenizer = AutoTokenizer.from_pretrained(args.model)

if args.export:
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
    print(module)
else:
    enc = tokenizer("tell me a story", return_tensors="pt")
    print(tokenizer.decode(model.generate(**enc, max_new_tokens=8)[0]))
