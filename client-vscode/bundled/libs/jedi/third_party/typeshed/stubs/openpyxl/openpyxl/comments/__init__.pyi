from .comments import Comment as Comment
