# classes: 3 9
"""Export entry point with a small task registry, in the style of the edge-export CLIs.

Each task loader takes the model id plus loose keyword options; the CLI hands it the parsed
namespace as a dict so that every flag reaches the loader.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

TASKS = {}


def task(name):
    def register(fn):
        TASKS[name] = fn
        return fn

    return register


@task("text-generation")
def load_text_generation(model_id, **options):
    max_len = options.get("max_seq_len", 128)
    cache_impl = options.get("cache_implementation", "static")
    attn = options.get("attn_implementation", "sdpa")
    gen_cfg = GenerationConfig(
        use_cache=True,
        cache_implementation=cache_impl,
        max_length=max_len,
        cache_config={"batch_size": 1, "max_cache_len": max_len},
    )
    model = AutoModelForCausalLM.from_pretrained(
        model_id, torch_dtype=torch.float32, attn_implementation=attn, generation_config=gen_cfg
    )
    return TorchExportableModuleWithStaticCache(model)


def main():
    parser = argparse.ArgumentParser(description="export a hub model for on-device use")
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    parser.add_argument("--task", default="text-generation", choices=sorted(TASKS))
    parser.add_argument("--max_seq_len", type=int, default=64)
    parser.add_argument("--cache_implementation", default=None, help="override the cache (default: static)")
    parser.add_argument("--attn_implementation", default=None)
    args = parser.parse_args()

    options = vars(args)
    model_id = options.pop("model")
    loader = TASKS[options.pop("task")]
    exportable = loader(model_id, **options)
    print(type(exportable).__name__, "ready")


if __name__ == "__main__":
    main()
