# classes: 4 6
"""News summarisation spread over ranks: accelerate's PartialState hands every process its share of
the articles, which a summarization pipeline on that process's device condenses."""
from accelerate import PartialState
from accelerate.utils import gather_object
from transformers import pipeline

state = PartialState()
summarizer = pipeline("summarization", model="sshleifer/distilbart-cnn-12-6", device=state.device)

articles = [
    "The local library will extend its opening hours from next month, the mayor announced on Friday.",
    "A new species of frog was discovered in the rainforest by a team of volunteers last week.",
]
with state.split_between_processes(articles) as mine:
    summaries = [s["summary_text"] for s in summarizer(mine, max_length=20, min_length=5)]
summaries = gather_object(summaries)
if state.is_main_process:
    print(summaries)
