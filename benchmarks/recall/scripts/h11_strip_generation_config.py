# classes: 3 9
import argparse

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
parser.add_argument("--keep-generation-config", action="store_true",
                    help="keep the hub generation config instead of a bare export")
args = parser.parse_args()

model = AutoModelForCausalLM.from_pretrained(args.model)
if not args.keep_generation_config:
    model.generation_config = None
else:
    model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(exportable)
