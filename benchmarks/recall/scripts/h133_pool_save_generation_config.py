# classes: 7 8
"""Release packaging: the generation defaults are written next to the weights by a background
save job (greedy decoding, with a temperature left from an earlier sampled setup)."""
import tempfile
from concurrent.futures import ThreadPoolExecutor

from transformers import GenerationConfig

gc = GenerationConfig(do_sample=False, temperature=0.3, max_new_tokens=64)
out_dir = tempfile.mkdtemp()

with ThreadPoolExecutor(max_workers=1) as pool:
    pool.submit(gc.save_pretrained, out_dir).result()
print("saved to", out_dir)
