# classes: 7 9
"""Export worker: build the static-cache wrapper, then smoke-test it before export.

The smoke test runs the wrapper's forward on a few prompt tokens, as the export
would, and compares the logits' shape against the model's vocabulary.
"""
from concurrent.futures import ThreadPoolExecutor

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M"


def build(name):
    model = AutoModelForCausalLM.from_pretrained(name).eval()
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 32},
    )
    return TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)


def smoke_test(name):
    tok = AutoTokenizer.from_pretrained(name)
    wrapper = build(name)
    ids = tok("def add(a, b):", return_tensors="pt")["input_ids"]
    with torch.no_grad():
        positions = torch.arange(ids.shape[1], dtype=torch.long)
        logits = wrapper(input_ids=ids, cache_position=positions)
    return name, tuple(logits.shape)


def main():
    with ThreadPoolExecutor(max_workers=1) as pool:
        name, shape = pool.submit(smoke_test, CHECKPOINT).result()
    print(f"{name}: logits {shape}")


if __name__ == "__main__":
    main()
