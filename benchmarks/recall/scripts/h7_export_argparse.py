"""ExecuTorch export prep: argparse sizes feed TorchExportableModuleWithStaticCache after the generation config is set."""
# classes: 3 9
import argparse

from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


def parse_args():
    parser = argparse.ArgumentParser(description="prepare a static-cache module for export")
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
    parser.add_argument("--max-cache-len", type=int, default=64)
    parser.add_argument("--batch-size", type=int, default=None, help="defaults to the cache_config value")
    return parser.parse_args()


def load_for_export(name, max_cache_len):
    model = AutoModelForCausalLM.from_pretrained(name)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=max_cache_len,
    )
    return model


def main():
    args = parse_args()
    model = load_for_export(args.model, args.max_cache_len)
    wrapper = TorchExportableModuleWithStaticCache(
        model, batch_size=args.batch_size, max_cache_len=args.max_cache_len
    )
    print(type(wrapper).__name__, "ready")


if __name__ == "__main__":
    main()
