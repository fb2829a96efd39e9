# classes: 3 9
# Export a small LM for ExecuTorch; settings in a structured hydra config.
import os
from dataclasses import dataclass, field

import hydra
from hydra.core.config_store import ConfigStore
from omegaconf import DictConfig
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

os.environ.setdefault("HYDRA_FULL_ERROR", "1")


@dataclass
class ExportConfig:
    batch_size: int = 1
    max_cache_len: int = 64
    cache_implementation: str = "dynamic"


@dataclass
class AppConfig:
    checkpoint: str = "HuggingFaceTB/SmolLM2-135M"
    export: ExportConfig = field(default_factory=ExportConfig)


cs = ConfigStore.instance()
cs.store(name="export_app", node=AppConfig)


@hydra.main(version_base=None, config_name="export_app")
def main(cfg: DictConfig) -> None:
    model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
    model.generation_config.cache_implementation = cfg.export.cache_implementation
    wrapper = TorchExportableModuleWithStaticCache(
        model, batch_size=cfg.export.batch_size, max_cache_len=cfg.export.max_cache_len
    )
    print(type(wrapper).__name__)


if __name__ == "__main__":
    main()
