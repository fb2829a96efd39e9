# classes: 9 2
"""Export both Llama 3.2 sizes with the settings the static wrapper reads from the generation config."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

for size in ("1B", "3B"):
    model = AutoModelForCausalLM.from_pretrained(f"meta-llama/Llama-3.2-{size}-Instruct")
    model.generation_config.update(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": 80},
    )
    module = TorchExportableModuleWithStaticCache(model)
    print(size, type(module).__name__)
