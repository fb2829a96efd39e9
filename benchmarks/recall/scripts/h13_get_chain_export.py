# classes: 9 3
# Export helper: options dict with nested .get() defaults.
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

OPTIONS = {
    "checkpoint": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "export": {"batch_size": 1, "max_cache_len": 48},
}


def prepare(model, options):
    export_opts = options.get("export", {})
    gen_cfg = model.generation_config
    gen_cfg.use_cache = export_opts.get("use_cache", True)
    gen_cfg.cache_implementation = export_opts.get("cache", {}).get("implementation", "dynamic")
    return TorchExportableModuleWithStaticCache(
        model,
        batch_size=export_opts.get("batch_size", 1),
        max_cache_len=export_opts.get("max_cache_len", 128),
    )


model = AutoModelForCausalLM.from_pretrained(OPTIONS["checkpoint"])
exportable = prepare(model, OPTIONS)
print(exportable)
