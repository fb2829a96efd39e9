# classes: 7 6
"""Async build service: the ExecuTorch export runs in a worker thread (asyncio.to_thread) while
the server keeps answering health checks."""
import asyncio

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generation_config.cache_implementation = "static"


async def build():
    return await asyncio.to_thread(convert_and_export_with_cache, model)


program = asyncio.run(build())
print(type(program).__name__)
